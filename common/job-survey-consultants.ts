/** A consultant as the survey's picker receives it: what a visitor may see of a staff account. */
export type Consultant = { email: string; firstName: string; lastName: string };

export const consultantLabel = (c: Consultant) => {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return name ? `${name} (${c.email})` : c.email;
};
