/** The grammatical gender of a model's name: French participles and articles agree with it. */
export type Gender = "f" | "m";

/**
 * «L'agence», «La ville», «Le partenaire»: the name with its article, elided before a vowel or
 * a mute h (no model's name starts with an aspirated h: «le héros» would need a flag).
 */
export function withArticle(name: string, gender: Gender): string {
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  if (/^[aeiouyhàâäéèêëîïôöûü]/.test(lower)) return `L'${lower}`;
  return `${gender === "f" ? "La" : "Le"} ${lower}`;
}

/**
 * The managers' notifications (spec 3 §8, «{model} a été créé/modifié»…) in correct French:
 * «L'agence a été modifiée», «La question a été créée», «Le partenaire n'a pas été supprimé».
 */
export function modelSentences(name: string, gender: Gender) {
  const subject = withArticle(name, gender);
  const agreed = (participle: string) => (gender === "f" ? `${participle}e` : participle);
  return {
    created: `${subject} a été ${agreed("créé")}`,
    updated: `${subject} a été ${agreed("modifié")}`,
    createFailed: `${subject} n'a pas été ${agreed("créé")}`,
    updateFailed: `${subject} n'a pas été ${agreed("modifié")}`,
    deleted: `${subject} a été ${agreed("supprimé")}`,
    deleteFailed: `${subject} n'a pas été ${agreed("supprimé")}`,
  };
}
