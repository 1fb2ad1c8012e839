import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { contactLeads } from "../db/schema";
import { defineResource, type Row } from "./types";
import { contactLeadsResource, trainingRegistrationsResource } from "./leads.resource";
import { emailsResource } from "./emails.resource";

const base = {
  appLabel: "test",
  appName: "Test",
  model: "lead",
  name: "Demande",
  namePlural: "Demandes",
  gender: "f" as const,
  table: contactLeads,
  roles: { view: "admin" as const, change: "admin" as const },
  pageSize: 20,
  titleField: "names" as const,
  filters: [],
  form: [],
  schema: z.object({}) as unknown as z.ZodType<Row>,
  searchable: [],
  defaultSort: ["-createdAt"],
};

describe("generic manager pieces used by the leads and e-mails screens", () => {
  it("lists a computed value as a column, never sortable, and still refuses an unknown column", () => {
    const computed = () => ({ label: sql`'x'` });
    expect(() => defineResource({ ...base, columns: [{ field: "label", label: "L" }], hooks: { computed } })).not.toThrow();
    expect(() => defineResource({ ...base, columns: [{ field: "label", label: "L", sortable: true }], hooks: { computed } })).toThrow(/cannot be sortable/);
    expect(() => defineResource({ ...base, columns: [{ field: "label", label: "L" }] })).toThrow(/"label" is not a column/);
  });

  it("takes date filters only when the scope hook applies them", () => {
    const date = { field: "from", label: "Du", type: "date" as const };
    expect(() => defineResource({ ...base, columns: [], filters: [date] })).toThrow(/must be scoped/);
    expect(() => defineResource({ ...base, columns: [], filters: [{ ...date, scoped: true }], hooks: { scope: () => undefined } })).not.toThrow();
  });

  it("keeps the three screens for admins, bodies and attachments out of the e-mails list", () => {
    for (const d of [emailsResource, contactLeadsResource, trainingRegistrationsResource]) expect(d.roles).toEqual({ view: "admin", change: "admin" });
    expect(emailsResource.hidden).toEqual(expect.arrayContaining(["textBody", "htmlBody", "attachments", "headers"]));
    expect(emailsResource.actions).toEqual({ add: false, change: false, delete: true });
    expect(contactLeadsResource.viewOnly && trainingRegistrationsResource.viewOnly).toBe(true);
  });
});
