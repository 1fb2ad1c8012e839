import type { Config } from "../../config";
import type { MailBlock } from "./mail-blocks";

/** What every e-mail to a candidate ends with (spec decision 9): how long, and how to ask for erasure. */
export function personalDataNotice(config: Pick<Config, "brand" | "publicUrl">): MailBlock {
  return {
    kind: "text",
    small: true,
    text:
      `Vos données (adresse e-mail, CV, candidatures) sont conservées par ${config.brand.name} au plus 2 ans après notre dernier échange. ` +
      `Pour y accéder, les corriger ou les faire effacer, écrivez à ${config.brand.legal.dpoEmail} ou consultez :`,
    link: { label: "vos données personnelles", url: `${config.publicUrl}/donnees-personnelles` },
  };
}
