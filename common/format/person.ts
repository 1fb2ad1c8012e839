/** How a staff member is named to others (a candidate's e-mail, a record's history): «Prénom Nom», or the address without a name. */
export const staffName = (member: { email: string; firstName?: string | null; lastName?: string | null }): string =>
  [member.firstName, member.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ") || member.email;
