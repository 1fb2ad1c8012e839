import { Mail, MessagesSquare, Phone } from "lucide-react";
import { phoneHref } from "~common/brand";
import { useRootData } from "~/lib/root-data";
import { CtaLink } from "~/components/marketing/cta-link";

const OUTLINED_WITH_ICON = "inline-flex w-full items-center justify-center gap-2 sm:w-auto";

/** The way out when the list does not answer: a person to talk to, by phone or in writing. */
export function FaqHelp() {
  const { brand, contactHref } = useRootData();
  return (
    <aside aria-labelledby="faq-help-title" className="mt-14 rounded-2xl bg-brand-900 p-6 text-white sm:p-10">
      <div className="flex items-start gap-4">
        <MessagesSquare aria-hidden="true" className="mt-1 size-8 shrink-0 text-accent-light" />
        <div>
          <h2 id="faq-help-title" className="text-2xl font-bold">
            Vous n'avez pas trouvé votre réponse ?
          </h2>
          <p className="mt-3 text-slate-200">
            Chaque situation de recrutement est particulière. Posez-nous directement votre question : un consultant vous répond, que vous soyez une entreprise
            qui recrute ou un candidat en recherche de poste.
          </p>
        </div>
      </div>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <li>
          <CtaLink href={contactHref} className="inline-flex w-full justify-center sm:w-auto">
            Poser ma question
          </CtaLink>
        </li>
        <li>
          <CtaLink href={phoneHref(brand.phone)} outline className={OUTLINED_WITH_ICON}>
            <Phone aria-hidden="true" className="size-4" />
            {brand.phone}
          </CtaLink>
        </li>
        <li>
          <CtaLink href={`mailto:${brand.email}`} outline className={OUTLINED_WITH_ICON}>
            <Mail aria-hidden="true" className="size-4" />
            {brand.email}
          </CtaLink>
        </li>
      </ul>
    </aside>
  );
}
