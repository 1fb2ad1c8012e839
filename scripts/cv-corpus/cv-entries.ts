// The jobs and degrees of a CV as printed (in one arrangement for the whole CV, as people do)
// and as a reader should get them. The draws from `rng` and `habits` come in a fixed order:
// changing it changes every CV of the corpus.
import type { DateStyle, Entry, ExpectedEducation, ExpectedWork } from "./cv-parts";
import { TOWNS, type Job, type Person, type Study } from "./people";
import type { Random } from "./random";

const departmentOf = (town: string) => TOWNS.find(([, t]) => t === town)?.[0].slice(0, 2) ?? "";

export function jobsOf(rng: Random, habits: Random, person: Person, dateStyle: DateStyle): { jobs: Entry[]; expectedWork: ExpectedWork[] } {
  const en = person.english;
  // Jobs: one arrangement of title, company and place for the whole CV, as people do.
  const arrangement = rng.pick(["title-company", "company-title", "title/company", "company/title", "chez"] as const);
  const placeStyle = rng.pick(["comma", "paren", "dept", "date-line", "none"] as const);
  const separator = rng.pick([" – ", " - ", " — ", ", ", " | "]);
  const upperCompany = rng.chance(0.25);
  const contractStyle = habits.pick(["none", "none", "none", "title", "date"] as const);
  const contracts = en ? ["Permanent", "Fixed-term", "Internship", "Temp"] : ["CDI", "CDD", "Intérim", "Alternance", "Stage", "CDD 6 mois"];
  const prose = habits.chance(0.2);
  const expectedWork: ExpectedWork[] = [];
  const jobs: Entry[] = person.jobs.map((job: Job) => {
    const company = upperCompany ? job.company.toUpperCase() : job.company;
    const dept = departmentOf(job.place);
    const placeText =
      placeStyle === "none"
        ? ""
        : placeStyle === "paren"
          ? ` (${job.place})`
          : placeStyle === "dept"
            ? `, ${job.place} (${dept})`
            : placeStyle === "comma"
              ? `, ${job.place}`
              : "";
    const contract = contractStyle !== "none" && habits.chance(0.6) ? habits.pick(contracts) : "";
    const title = contract && contractStyle === "title" ? `${job.title} (${contract})` : job.title;
    const dates = dateStyle.range(job.start, job.end);
    let date = contract && contractStyle === "date" ? `${contract} · ${dates}` : dates;
    if (placeStyle === "date-line") date += rng.pick([" | ", " · ", ", "]) + job.place;
    const sep = arrangement === "title-company" && separator === ", " && placeStyle === "comma" ? " – " : separator;
    const head =
      arrangement === "title-company"
        ? [`${title}${sep}${company}${placeText}`]
        : arrangement === "company-title"
          ? [`${company}${placeText} | ${title}`]
          : arrangement === "title/company"
            ? [title, `${company}${placeText}`]
            : arrangement === "company/title"
              ? [`${company}${placeText}`, title]
              : [`${title} ${en ? "at" : "chez"} ${company}${placeText}`];
    expectedWork.push({
      title: job.title,
      companyName: job.company,
      place: placeStyle === "none" ? "" : job.place,
      startDate: dateStyle.months ? { ...job.start } : { year: job.start.year },
      endDate: job.end ? (dateStyle.months ? { ...job.end } : { year: job.end.year }) : null,
      summary: job.bullets.join("\n"),
    });
    return { date, head, bullets: job.bullets, prose, parts: { title, organisation: company, place: placeStyle === "none" ? "" : job.place, dates } };
  });
  return { jobs, expectedWork };
}

export function studiesOf(rng: Random, habits: Random, person: Person): { studies: Entry[]; expectedEducation: ExpectedEducation[] } {
  const en = person.english;
  const eduStyle = rng.pick(["line-dash", "paren", "year-first", "two-lines", "two-lines", "no-year"] as const);
  const fieldSep = rng.pick([" ", " – ", en ? " in " : " en ", ", "]);
  const ranges = rng.chance(0.5);
  const expectedEducation: ExpectedEducation[] = [];
  const studies: Entry[] = person.studies.map((study: Study) => {
    const degreeText = study.field ? `${study.degree}${fieldSep}${study.field}` : study.degree;
    // A lycée is named with its town («Lycée Jean Moulin, Lyon»); a university already says it.
    const schoolTown = /^Lycée /.test(study.school) && rng.chance(0.7) ? `, ${study.schoolTown}` : "";
    const showRange = ranges && study.endYear - study.startYear > 1;
    const years = showRange ? rng.pick([`${study.startYear}-${study.endYear}`, `${study.startYear} – ${study.endYear}`]) : `${study.endYear}`;
    let date = "";
    let head: string[];
    switch (eduStyle) {
      case "line-dash":
        head = [`${degreeText} — ${study.school}${schoolTown} — ${years}`];
        break;
      case "paren":
        head = [`${degreeText}, ${study.school}${schoolTown} (${years})`];
        break;
      case "year-first":
        head = [`${years} : ${degreeText} – ${study.school}${schoolTown}`];
        break;
      case "two-lines":
        date = years;
        head = [degreeText, `${study.school}${schoolTown}`];
        break;
      default:
        head = [`${degreeText} — ${study.school}${schoolTown}`];
    }
    const withYears = eduStyle !== "no-year";
    expectedEducation.push({
      degree: study.degree,
      field: study.field,
      schoolName: study.school,
      startYear: withYears && showRange ? study.startYear : null,
      endYear: withYears ? study.endYear : null,
    });
    const honours = habits.chance(0.2)
      ? [
          habits.pick(
            en ? ["With honours", "Final project: " + study.field] : ["Mention bien", "Mention assez bien", "Obtenu en alternance", "Major de promotion"],
          ),
        ]
      : [];
    return {
      date,
      head,
      bullets: honours,
      parts: { title: degreeText, organisation: `${study.school}${schoolTown}`, place: "", dates: withYears ? years : "" },
    };
  });
  return { studies, expectedEducation };
}
