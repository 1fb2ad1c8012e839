/**
 * Demo HTML written one block a line in the source (a template tagged `rich`), stored on one
 * line as the managers' editor would: the line breaks and indentation of the source vanish.
 */
export const rich = (strings: TemplateStringsArray, ...values: string[]) =>
  strings
    .reduce((out, part, i) => out + part + (values[i] ?? ""), "")
    .replace(/\n\s*/g, "")
    .trim();
