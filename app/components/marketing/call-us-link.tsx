import { phoneHref } from "~common/brand";
import { useBrand } from "~/lib/root-data";
import { CtaLink } from "./cta-link";

/** The heroes' second call to action: "Appelez le" and the firm's phone number, a tel: link. */
export function CallUsLink() {
  const brand = useBrand();
  return (
    <CtaLink href={phoneHref(brand.phone)} outline>
      Appelez le {brand.phone}
    </CtaLink>
  );
}
