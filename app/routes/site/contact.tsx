import type { Route } from "./+types/contact";
import { phoneHref } from "~common/brand";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { ContactSection } from "~/components/contact/contact-section";
import { PicturedHeader } from "~/components/marketing/pictured-header";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contactez-nous",
    description:
      "Un recrutement à lancer, une question sur nos services RH ? Écrivez-nous ou appelez-nous : un consultant de votre région vous répond rapidement.",
    image: pagePicturePreview("courrier-contact"),
  });

export default function ContactPage() {
  const brand = useBrand();
  return (
    <>
      <PicturedHeader tone="light" picture="courrier-contact" phone="hidden">
        <h1 className="text-4xl font-extrabold text-brand-900">Contactez-nous</h1>
        <p className="mt-4 text-lg text-slate-700">
          Décrivez-nous votre besoin : un consultant de l'agence la plus proche vous rappelle sous 48 heures ouvrées. Vous préférez parler tout de suite ?
          Appelez le{" "}
          <a href={phoneHref(brand.phone)} className="font-bold text-brand-700">
            {brand.phone}
          </a>
          .
        </p>
      </PicturedHeader>
      <ContactSection title="Votre demande" />
    </>
  );
}
