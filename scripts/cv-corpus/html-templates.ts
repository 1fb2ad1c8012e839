// HTML and CSS CVs that Chromium prints to PDF: the layouts of common CV builders (a sidebar in
// a CSS grid, a date column, Europass's label column, a banner header). DejaVu is the font the
// machine has; Chromium embeds it as a subset.
import type { Cv } from "./cv-model";
import type { Entry } from "./cv-parts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const ACCENTS = ["#1f4e79", "#7a2e5c", "#2f6b4f", "#8a4b16", "#3a3f8f", "#5b5b5b"];

function page(cv: Cv, css: string, body: string): string {
  const accent = ACCENTS[cv.index % ACCENTS.length];
  const font = cv.index % 3 === 0 ? "'DejaVu Serif', serif" : "'DejaVu Sans', sans-serif";
  return `<!doctype html><html lang="${cv.english ? "en" : "fr"}"><head><meta charset="utf-8"><title>CV</title><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: ${font}; font-size: 9.5pt; line-height: 1.35; color: #222; --accent: ${accent} }
h1 { font-size: 22pt; margin: 0 0 2pt; color: var(--accent) }
h2 { font-size: 11pt; margin: 12pt 0 5pt; color: var(--accent); border-bottom: 1px solid #ccc; padding-bottom: 2pt }
p { margin: 0 0 3pt }
ul { margin: 2pt 0 6pt; padding-left: 14pt }
li { margin: 0 0 1pt }
.headline { font-size: 12pt; color: #555; margin-bottom: 6pt }
.entry { margin-bottom: 7pt; break-inside: avoid }
.entry .head1 { font-weight: bold }
.date { color: #666; font-style: italic }
${cv.spacedHeadings ? "h2 { letter-spacing: 3pt; text-transform: uppercase; font-size: 10pt }" : ""}
${css}
</style></head><body>${body}</body></html>`;
}

const lines = (items: string[]) => items.map((l) => `<p>${esc(l)}</p>`).join("");
const bullets = (items: string[]) => (items.length ? `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join("")}</ul>` : "");
/** An entry's tasks: a list, or one paragraph of sentences. */
const tasks = (e: Entry) => (e.prose && e.bullets.length ? `<p>${esc(e.bullets.join(". "))}.</p>` : bullets(e.bullets));
const headLines = (head: string[]) => head.map((h, i) => `<p class="head${i + 1}">${esc(h)}</p>`).join("");

/** A job or degree with its date above, below, or on the right of its first line. */
function entry(e: Entry, placement: Cv["datePlacement"]): string {
  if (!e.date) return `<div class="entry">${headLines(e.head)}${tasks(e)}</div>`;
  if (placement === "right") {
    const [first, ...rest] = e.head;
    return `<div class="entry"><div style="display:flex;justify-content:space-between;gap:8pt"><p class="head1">${esc(first)}</p><p class="date" style="white-space:nowrap">${esc(e.date)}</p></div>${rest.map((h) => `<p>${esc(h)}</p>`).join("")}${tasks(e)}</div>`;
  }
  const date = `<p class="date">${esc(e.date)}</p>`;
  return `<div class="entry">${placement === "before" ? date : ""}${headLines(e.head)}${placement === "after" ? date : ""}${tasks(e)}</div>`;
}

const skillsBlock = (cv: Cv) => (cv.skillsAsList ? bullets(cv.skills) : lines(cv.skills));
const contactLines = (cv: Cv) => [cv.phone, cv.email, ...cv.addressLines, ...cv.extras];

function oneColumn(cv: Cv): string {
  const body = `<div style="padding:16mm 18mm">
<h1>${esc(cv.name)}</h1><div class="headline">${esc(cv.headline)}</div>
${lines(contactLines(cv))}
<h2>${esc(cv.headings.profile)}</h2><p>${esc(cv.profile)}</p>
<h2>${esc(cv.headings.experience)}</h2>${cv.jobs.map((j) => entry(j, cv.datePlacement)).join("")}
<h2>${esc(cv.headings.education)}</h2>${cv.studies.map((s) => entry(s, cv.datePlacement)).join("")}
<h2>${esc(cv.headings.skills)}</h2>${skillsBlock(cv)}
<h2>${esc(cv.headings.languages)}</h2>${lines(cv.languages)}
<h2>${esc(cv.headings.interests)}</h2><p>${esc(cv.interests)}</p></div>`;
  return page(cv, "", body);
}

/** The hard case: a coloured sidebar first (in the file and on the page), the career on the right. */
function sidebar(cv: Cv, side: "left" | "right"): string {
  const nameInSidebar = cv.index % 2 === 0;
  const aside = `<aside>
${nameInSidebar ? `<h1>${esc(cv.name)}</h1><div class="headline">${esc(cv.headline)}</div>` : ""}
<h2>${esc(cv.headings.contact)}</h2>${lines(contactLines(cv))}
<h2>${esc(cv.headings.skills)}</h2>${skillsBlock(cv)}
<h2>${esc(cv.headings.languages)}</h2>${lines(cv.languages)}
<h2>${esc(cv.headings.interests)}</h2><p>${esc(cv.interests)}</p></aside>`;
  const main = `<main>
${nameInSidebar ? "" : `<h1>${esc(cv.name)}</h1><div class="headline">${esc(cv.headline)}</div>`}
<h2>${esc(cv.headings.profile)}</h2><p>${esc(cv.profile)}</p>
<h2>${esc(cv.headings.experience)}</h2>${cv.jobs.map((j) => entry(j, cv.datePlacement)).join("")}
<h2>${esc(cv.headings.education)}</h2>${cv.studies.map((s) => entry(s, cv.datePlacement)).join("")}</main>`;
  const css =
    side === "left"
      ? `.grid { display: grid; grid-template-columns: 68mm 1fr; min-height: 297mm }
aside { background: var(--accent); color: #fff; padding: 14mm 7mm } aside h1, aside h2 { color: #fff; border-color: rgba(255,255,255,.5) } aside h1 { font-size: 17pt }
main { padding: 14mm 12mm }`
      : `.grid { display: flex; flex-direction: row; min-height: 297mm }
main { flex: 1; padding: 14mm 10mm 14mm 16mm } aside { width: 62mm; background: #eef1f5; padding: 14mm 7mm } aside h1 { font-size: 16pt }`;
  // Left: the sidebar comes first in the file too. Right: the main column first, the sidebar after.
  return page(cv, css, `<div class="grid">${side === "left" ? aside + main : main + aside}</div>`);
}

/** Each job or degree a table row: the dates in a narrow left column. */
function datesColumn(cv: Cv): string {
  const rows = (entries: Entry[]) =>
    `<table class="dated">${entries
      .map((e) => {
        // A degree written on one line keeps its year inside; its date cell stays empty.
        return `<tr><td class="when">${esc(e.date)}</td><td>${headLines(e.head)}${tasks(e)}</td></tr>`;
      })
      .join("")}</table>`;
  const css = `table.dated { border-collapse: collapse; width: 100% } table.dated td { vertical-align: top; padding: 0 0 7pt } td.when { width: 36mm; color: var(--accent); font-weight: bold; padding-right: 6pt }
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid var(--accent); padding-bottom: 6pt } .top .contact { text-align: right; font-size: 8.5pt }`;
  const body = `<div style="padding:14mm 16mm"><div class="top"><div><h1>${esc(cv.name)}</h1><div class="headline">${esc(cv.headline)}</div></div><div class="contact">${lines(contactLines(cv))}</div></div>
<h2>${esc(cv.headings.experience)}</h2>${rows(cv.jobs)}
<h2>${esc(cv.headings.education)}</h2>${rows(cv.studies)}
<h2>${esc(cv.headings.skills)}</h2>${skillsBlock(cv)}
<h2>${esc(cv.headings.languages)}</h2>${lines(cv.languages)}
<h2>${esc(cv.headings.interests)}</h2><p>${esc(cv.interests)}</p></div>`;
  return page(cv, css, body);
}

/** Europass (2004–2012 model): a column of labels on the left, the values on the right. */
function europass(cv: Cv): string {
  const en = cv.english;
  const L = en
    ? {
        info: "Personal information",
        name: "Surname(s) / First name(s)",
        address: "Address",
        phone: "Telephone",
        email: "E-mail",
        wanted: "Desired employment / Occupational field",
        dates: "Dates",
        position: "Occupation or position held",
        activities: "Main activities and responsibilities",
        employer: "Name and address of employer",
        title: "Title of qualification awarded",
        school: "Name and type of organisation providing education and training",
        mother: "Mother tongue(s)",
        other: "Other language(s)",
      }
    : {
        info: "Informations personnelles",
        name: "Nom(s) / Prénom(s)",
        address: "Adresse(s)",
        phone: "Téléphone(s)",
        email: "Courrier électronique",
        wanted: "Emploi recherché / Domaine de compétence",
        dates: "Dates",
        position: "Fonction ou poste occupé",
        activities: "Principales activités et responsabilités",
        employer: "Nom et adresse de l'employeur",
        title: "Intitulé du certificat ou diplôme délivré",
        school: "Nom et type de l'établissement d'enseignement ou de formation",
        mother: "Langue(s) maternelle(s)",
        other: "Autre(s) langue(s)",
      };
  const row = (label: string, value: string, cls = "") => `<tr class="${cls}"><th>${esc(label)}</th><td>${value}</td></tr>`;
  const section = (label: string) => `<tr class="section"><th>${esc(label)}</th><td></td></tr>`;
  const jobs = cv.jobs
    .map((j) => {
      const place = j.parts.place ? `, ${j.parts.place}` : "";
      return [
        row(L.dates, esc(j.parts.dates), "first"),
        row(L.position, `<b>${esc(j.parts.title)}</b>`),
        row(L.activities, tasks(j)),
        row(L.employer, esc(j.parts.organisation + place)),
      ].join("");
    })
    .join("");
  const studies = cv.studies
    .map((s) =>
      [
        s.parts.dates ? row(L.dates, esc(s.parts.dates), "first") : "",
        row(L.title, `<b>${esc(s.parts.title)}</b>`),
        row(L.school, esc(s.parts.organisation)),
      ].join(""),
    )
    .join("");
  const mother = cv.languages.filter((l) => /maternelle|native|mother/i.test(l));
  const other = cv.languages.filter((l) => !mother.includes(l));
  const css = `table.ep { border-collapse: collapse; width: 100% } .ep th { width: 58mm; text-align: right; font-weight: normal; color: #444; padding: 1pt 10pt 3pt 0; vertical-align: top; border-right: 1px solid var(--accent) }
.ep td { padding: 1pt 0 3pt 10pt; vertical-align: top } .ep tr.section th { font-size: 12pt; color: var(--accent); padding-top: 12pt; font-weight: bold } .ep tr.first th, .ep tr.first td { padding-top: 8pt }`;
  const body = `<div style="padding:14mm 14mm"><table class="ep">
<tr><th style="font-size:16pt;color:var(--accent)">${en ? "Curriculum Vitae" : "Curriculum Vitae"}<br>Europass</th><td></td></tr>
${section(L.info)}${row(L.name, `<b style="font-size:12pt">${esc(cv.name)}</b>`)}${row(L.address, esc(cv.addressLines.join(", ")))}${row(L.phone, esc(cv.phone.replace(/^[^+\d]*/, "")))}${row(L.email, esc(cv.email.replace(/^[^:]*: /, "")))}
${section(L.wanted)}<tr><th></th><td><b>${esc(cv.headline)}</b></td></tr>
${section(cv.headings.experience)}${jobs}
${section(cv.headings.education)}${studies}
${section(cv.headings.languages)}${mother.length ? row(L.mother, esc(mother.join(", "))) : ""}${row(L.other, lines(other))}
${section(cv.headings.skills)}<tr><th></th><td>${skillsBlock(cv)}</td></tr>
</table></div>`;
  return page(cv, css, body);
}

/** A banner: the name in big letters, the contact on one line with separators, dates on the right. */
function headerBar(cv: Cv): string {
  const sep = cv.index % 2 ? " | " : " • ";
  const contact = [cv.phone, cv.email, cv.addressLines.join(" "), ...cv.extras].join(sep);
  const css = `header { background: var(--accent); color: #fff; padding: 12mm 16mm 8mm; text-align: center } header h1 { color: #fff; font-size: 28pt; letter-spacing: 1pt; text-transform: uppercase }
header .headline { color: #e8e8e8 } header .contact { font-size: 8.5pt } .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm }`;
  const body = `<header><h1>${esc(cv.name)}</h1><div class="headline">${esc(cv.headline)}</div><div class="contact">${esc(contact)}</div></header>
<div style="padding:6mm 16mm"><p>${esc(cv.profile)}</p>
<h2>${esc(cv.headings.experience)}</h2>${cv.jobs.map((j) => entry(j, "right")).join("")}
<h2>${esc(cv.headings.education)}</h2>${cv.studies.map((s) => entry(s, "right")).join("")}
<div class="cols"><div><h2>${esc(cv.headings.skills)}</h2>${skillsBlock(cv)}</div><div><h2>${esc(cv.headings.languages)}</h2>${lines(cv.languages)}<h2>${esc(cv.headings.interests)}</h2><p>${esc(cv.interests)}</p></div></div></div>`;
  return page(cv, css, body);
}

/**
 * A CV builder's timeline: a dark sidebar (name, contact, skills, languages) and, on the right,
 * each job in a row whose first cell stacks its dates («09/2018» over «06/2020»).
 */
function timeline(cv: Cv): string {
  const stacked = (date: string) => esc(date).replace(/ (–|-|à|to) /, "<br>");
  const rows = (entries: Entry[]) =>
    entries
      .map((e) => `<div class="row"><div class="when">${stacked(e.date)}</div><div class="dot"></div><div>${headLines(e.head)}${tasks(e)}</div></div>`)
      .join("");
  const css = `.grid { display: grid; grid-template-columns: 62mm 1fr } aside { background: #263238; color: #eceff1; padding: 12mm 6mm; min-height: 280mm } aside h1 { color: #fff; font-size: 18pt } aside h2 { color: #80cbc4; border: 0 }
aside .headline { color: #b0bec5 } main { padding: 12mm 10mm } .row { display: grid; grid-template-columns: 24mm 8pt 1fr; gap: 6pt; margin-bottom: 8pt; break-inside: avoid }
.when { font-size: 8pt; color: var(--accent); text-align: right; font-weight: bold } .dot { border-left: 2px solid var(--accent) }`;
  const body = `<div class="grid"><aside><h1>${esc(cv.name)}</h1><div class="headline">${esc(cv.headline)}</div>
<h2>${esc(cv.headings.contact)}</h2>${lines(contactLines(cv))}
<h2>${esc(cv.headings.skills)}</h2>${skillsBlock(cv)}
<h2>${esc(cv.headings.languages)}</h2>${lines(cv.languages)}</aside>
<main><h2>${esc(cv.headings.profile)}</h2><p>${esc(cv.profile)}</p>
<h2>${esc(cv.headings.experience)}</h2>${rows(cv.jobs)}
<h2>${esc(cv.headings.education)}</h2>${rows(cv.studies)}
<h2>${esc(cv.headings.interests)}</h2><p>${esc(cv.interests)}</p></main></div>`;
  return page(cv, css, body);
}

export function htmlOf(cv: Cv): string {
  switch (cv.layout) {
    case "html-one-column":
      return oneColumn(cv);
    case "html-sidebar-left":
      return sidebar(cv, "left");
    case "html-sidebar-right":
      return sidebar(cv, "right");
    case "html-dates-column":
      return datesColumn(cv);
    case "html-europass":
      return europass(cv);
    case "html-header-bar":
      return headerBar(cv);
    case "html-timeline":
      return timeline(cv);
    default:
      throw new Error(`not an HTML layout: ${cv.layout}`);
  }
}
