import { Suspense, useState } from "react";
import { Link } from "~/components/ui/site-link";
import { useCvDrop } from "~/components/offers/apply/cv-drop-provider";
import { useHydrated } from "~/lib/use-hydrated";
import { useBrand } from "~/lib/root-data";
import { phoneHref } from "~common/brand";
import { lazyPart } from "~/lib/lazy-part";

// The form (validation rules, captcha widget) is fetched after the page is interactive: it
// sits at the bottom of the pages and cannot work without JavaScript anyway, so it stays out
// of the first load that every visitor pays for.
const { LazyPart: ContactForm } = lazyPart(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

// As tall as the employers' form at each width (one column on a phone, two from `sm`, shorter
// labels from `lg`): the form arrives without moving the footer or what the visitor reads.
function FormPlaceholder() {
  const brand = useBrand();
  return (
    <div className="flex min-h-[1119px] flex-col sm:min-h-[819px] lg:min-h-[799px] items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-600">
      <p role="status" data-needs-scripts>
        Chargement du formulaire…
      </p>
      {/* Without scripts the form never comes: the visitor is told so, with the firm's number
          (and the status above is hidden by the head's <noscript> style). */}
      <noscript>
        <p>
          Ce formulaire a besoin de JavaScript. Vous pouvez aussi nous appeler au{" "}
          <a href={phoneHref(brand.phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">
            {brand.phone}
          </a>
          .
        </p>
      </noscript>
    </div>
  );
}

type Audience = "Entreprise" | "Candidat";

/**
 * The contact block of the home, /contact, service, agency and speciality pages: employers
 * get the form, candidates the way to the offers and the CV drop.
 */
export function ContactSection({ isFromService = false, title = "Parlons de votre recrutement" }: { isFromService?: boolean; title?: string }) {
  const [audience, setAudience] = useState<Audience>("Entreprise");
  const hydrated = useHydrated();
  const cvDrop = useCvDrop();
  return (
    <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-4xl px-4 py-16">
      <h2 id="contact-title" className="text-center text-3xl font-bold">
        {title}
      </h2>
      <div role="group" aria-label="Vous êtes" className="mx-auto mt-6 flex w-fit rounded-full bg-slate-100 p-1">
        {(["Entreprise", "Candidat"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={audience === option}
            onClick={() => setAudience(option)}
            className={`rounded-full px-6 py-2 font-semibold ${audience === option ? "bg-brand-700 text-white shadow" : "text-slate-700"}`}
          >
            {option}
          </button>
        ))}
      </div>
      <div className="mt-8">
        {audience === "Entreprise" ? (
          hydrated ? (
            <Suspense fallback={<FormPlaceholder />}>
              <ContactForm isFromService={isFromService} />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )
        ) : (
          <div className="rounded-xl border border-slate-200 p-8 text-center">
            <p className="text-lg">Vous cherchez un emploi ? Consultez nos offres et déposez votre CV : nos recruteurs vous recontactent.</p>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <Link to="/nos-offres" className="rounded-full border-2 border-brand-700 px-6 py-3 font-bold text-brand-700">
                Voir nos offres
              </Link>
              <button type="button" onClick={cvDrop.open} className="rounded-full bg-accent px-6 py-3 font-bold text-white hover:bg-accent-hover">
                Déposer votre CV
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
