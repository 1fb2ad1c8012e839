import { CallUsLink } from "~/components/marketing/call-us-link";
import { CtaLink } from "~/components/marketing/cta-link";
import { Hero } from "~/components/marketing/hero";

/** The opening band of a speciality page: its one h1 and the two ways to reach a consultant. */
export function SpecialityHero({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <Hero as="header" eyebrow={eyebrow} title={title} intro={intro} className="max-w-5xl py-14 md:py-20" actionsClassName="mt-8">
      {/* A plain anchor: the contact section is on this very page (id="contact"). */}
      <CtaLink href="#contact">Confiez-nous votre recrutement</CtaLink>
      <CallUsLink />
    </Hero>
  );
}
