import type { Route } from "./+types/faq";
import { pageRecords } from "~/lib/page-records";
import { listFaqItems } from "~/services.server";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { JsonLd, faqPageJsonLd } from "~/components/ui/json-ld";
import { FaqBrowser } from "~/components/faq/faq-browser";
import { FaqHelp } from "~/components/faq/faq-help";
import { PicturedHeader } from "~/components/marketing/pictured-header";

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [{ appLabel: "content", model: "faqitem", label: "FAQ" }]);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "FAQ : vos questions sur le recrutement",
    description:
      "Honoraires, délais, garantie, confidentialité, candidature, alertes emploi, conservation des CV : les réponses de nos consultants aux questions des entreprises et des candidats.",
    image: pagePicturePreview("bulles-faq"),
  });

/** Every question comes with the HTML (spec 1 §2): the search filters what is already there. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = await listFaqItems(context.db);
  // Answers are rich text from the back-office.
  return { items: items.map(({ question, answer }) => ({ question, answer, html: true })) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const brand = useBrand();
  return (
    <>
      {/* The search comes right under the band: on a phone the picture would push it below the fold. */}
      <PicturedHeader tone="dark" picture="bulles-faq" phone="hidden" className="py-14 md:py-20">
        <p className="font-semibold uppercase tracking-wide text-accent-light">Foire aux questions</p>
        <h1 className="mt-3 text-4xl font-extrabold md:text-5xl">Questions fréquentes</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">
          Ce que les entreprises et les candidats nous demandent le plus souvent : le coût et les délais d'un recrutement, nos garanties, la confidentialité, la
          candidature et la protection de vos données chez {brand.name}.
        </p>
      </PicturedHeader>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <FaqBrowser items={items} />
        <FaqHelp />
      </div>
      {/* The whole list, not the filtered view: search engines read the page as served. */}
      {items.length > 0 && <JsonLd data={faqPageJsonLd(items)} />}
    </>
  );
}
