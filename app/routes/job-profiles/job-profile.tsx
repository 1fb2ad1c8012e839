import { data, redirect } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { Link } from "~/components/ui/site-link";
import { BreadcrumbJsonLd } from "~/components/ui/json-ld";
import type { Route } from "./+types/job-profile";
import { pageRecords } from "~/lib/page-records";
import { JOB_PROFILE_TYPE_LABELS, isJobProfileType, jobProfilePath } from "~common/job-profiles";
import { pageMeta, previewImage } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { findJobProfile } from "~/services.server";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { JobProfileImage } from "~/components/job-profiles/job-profile-image";
import { JobProfileSections } from "~/components/job-profiles/job-profile-sections";
import { de } from "~common/format/typography";
import { htmlToText } from "~common/format/rich-text";
import { RichText } from "~/components/ui/rich-text";

const CATALOGUE = "/catalogue-fiches-metier";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lower = params.slug.toLowerCase();
  // One URL per sheet: a link typed in capitals moves permanently to the lower-case one.
  if (params.slug !== lower) {
    const url = new URL(request.url);
    throw redirect(`/fiche-metier/${encodeURIComponent(lower)}${url.search}`, 301);
  }
  const profile = await findJobProfile(context.db, lower);
  if (!profile) throw data(null, { status: 404 });
  return { profile };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) => [
  { appLabel: "jobs", model: "jobprofile", id: data.profile.id, label: data.profile.title },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  if (!loaderData) {
    return pageMeta(args, { title: "Fiche métier introuvable", description: "La fiche métier demandée n'existe pas ou n'existe plus.", noindex: true });
  }
  const { profile } = loaderData;
  return pageMeta(args, {
    title: profile.seoTitle || `Fiche métier ${profile.title} : missions, compétences, formations`,
    description: profile.seoDescription || htmlToText(profile.description) || `Missions, compétences, formations et évolutions du métier ${de(profile.title)}.`,
    image: previewImage(profile.imageUrl, "illustration"),
  });
};

export default function JobProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const brand = useBrand();
  const typeLabel = isJobProfileType(profile.type) ? JOB_PROFILE_TYPE_LABELS[profile.type] : null;
  return (
    <>
      <BreadcrumbJsonLd
        steps={[
          { name: "Catalogue des fiches métier", path: CATALOGUE },
          { name: profile.title, path: jobProfilePath(profile.slug) },
        ]}
      />
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1fr_minmax(0,26rem)] md:items-center md:py-16">
          <div>
            <BackLink to={CATALOGUE}>Toutes les fiches métier</BackLink>
            {typeLabel && <p className="mt-6 text-sm font-semibold tracking-wide text-accent-light uppercase">Fiche métier · {typeLabel}</p>}
            <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl md:text-5xl">{profile.title}</h1>
            {htmlToText(profile.description) && (
              <RichText html={profile.description} tone="dark" className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50" />
            )}
          </div>
          <JobProfileImage
            imageUrl={profile.imageUrl}
            alt={`Illustration du métier ${profile.title}`}
            sizes="(min-width: 768px) 416px, 92vw"
            priority
            className="rounded-2xl shadow-xl ring-1 ring-white/20"
          />
        </div>
      </header>

      <JobProfileSections profile={profile} />

      <aside aria-labelledby="fiche-recrutement" className="bg-brand-50">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="fiche-recrutement" className="text-2xl font-bold text-brand-900">
              Ce profil, nos consultants le recrutent chaque semaine
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              {brand.name} évalue chaque candidat sur les missions et compétences décrites ici, avant de vous présenter une short-list resserrée. Découvrez
              aussi les autres métiers que nous accompagnons.
            </p>
          </div>
          <Link
            to={CATALOGUE}
            className="inline-flex shrink-0 items-center justify-center rounded-md border-2 border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-white"
          >
            Voir le catalogue des fiches métier
          </Link>
        </div>
      </aside>

      <ContactSection title="Vous recrutez sur ce métier ? Parlons-en" />
      <AgenciesSection />
    </>
  );
}
