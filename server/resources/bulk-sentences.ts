import { counted } from "../../common/format/count";
import type { BulkAction } from "../../common/manager-meta";
import { modelSentences } from "./model-sentences";
import type { AnyResource } from "./types";

const plural = (word: string) => (/[sxz]$/.test(word) ? word : /eau$/.test(word) ? `${word}x` : `${word}s`);

/**
 * «page» / «pages», «article de blog» / «articles de blog»: the records counted in a sentence.
 * The manager's plural names its menu entry («Blog», «Équipe»), not always its records: it is
 * used when it starts with the singular's first word made plural; otherwise each word before
 * the complement («de», «à»…) takes the plural.
 */
export function recordNouns(d: Pick<AnyResource, "name" | "namePlural">): { one: string; many: string } {
  const one = d.name.toLowerCase();
  const words = one.split(" ");
  const listed = d.namePlural.toLowerCase();
  if (listed.split(" ")[0] === plural(words[0]!)) return { one, many: listed };
  const complement = words.findIndex((word) => /^(de|du|des|à|aux|d'.*|l'.*)$/.test(word));
  const head = complement === -1 ? words.length : complement;
  return { one, many: words.map((word, i) => (i < head ? plural(word) : word)).join(" ") };
}

const PARTICIPLES: Record<BulkAction, string> = { publish: "publié", unpublish: "dépublié", delete: "supprimé" };

/** A participle agreeing with the records counted: «supprimées», «publié». */
const agreed = (participle: string, gender: "f" | "m", n: number) => `${participle}${gender === "f" ? "e" : ""}${n >= 2 ? "s" : ""}`;

/**
 * A refusal's detail as the reason in the summary: «La page n'a pas été supprimée : d'autres
 * données y font référence» says «d'autres données y font référence» after the count.
 */
function reasonOf(d: AnyResource, detail: string): string {
  const sentences = modelSentences(d.name, d.gender);
  for (const prefix of [sentences.deleteFailed, sentences.updateFailed]) if (detail.startsWith(`${prefix} : `)) return detail.slice(prefix.length + 3);
  // «Page introuvable» after «1 refusée :» reads «page introuvable»; an acronym keeps its capitals.
  return /^.[a-zà-ÿ]/.test(detail) ? detail.charAt(0).toLowerCase() + detail.slice(1) : detail;
}

/**
 * «2 pages supprimées ; 1 refusée : d'autres données y font référence», «Aucun tag supprimé ;
 * 2 refusés : …»: what was done, then each reason with its count.
 */
export function bulkMessage(d: AnyResource, action: BulkAction, done: number, refusals: string[]): string {
  const { one, many } = recordNouns(d);
  const participle = PARTICIPLES[action];
  const parts = [
    done === 0
      ? `${d.gender === "f" ? "Aucune" : "Aucun"} ${one} ${agreed(participle, d.gender, 1)}`
      : `${counted(done, one, many)} ${agreed(participle, d.gender, done)}`,
  ];
  const byReason = new Map<string, number>();
  for (const detail of refusals) byReason.set(reasonOf(d, detail), (byReason.get(reasonOf(d, detail)) ?? 0) + 1);
  for (const [reason, n] of byReason) parts.push(`${n} ${agreed("refusé", d.gender, n)} : ${reason}`);
  return parts.join(" ; ");
}
