/** A consultant as the survey's picker receives it: what a visitor may see of a staff account. */
export type Consultant = { email: string; firstName: string | null; lastName: string | null };

export const consultantLabel = (c: Consultant) => {
  const name = [c.firstName, c.lastName].filter((part) => part?.trim()).join(" ");
  return name ? `${name} (${c.email})` : c.email;
};
