import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../common/roles";
import { resourceMeta, resources } from "./registry";
import { trainingReferenceResources } from "./trainings.resource";
import { defineResource } from "./types";

const admin: SessionUser = { id: 1, email: "a@b.fr", firstName: null, lastName: null, isStaff: true, isAdmin: true, isSuperuser: false, authPicture: null };

describe("inline editing (spec 3 §2.4, the training reference lists)", () => {
  it("is on for the four reference lists only, and told to the screen through the meta", () => {
    const inline = resources.filter((d) => resourceMeta(admin, d).inlineEdit).map((d) => `${d.appLabel}/${d.model}`);
    expect(inline.sort()).toEqual(["training/duration", "training/level", "training/modality", "training/thematic"]);
    expect(trainingReferenceResources.every((d) => d.inlineEdit)).toBe(true);
    // The drawer managers' meta is unchanged: no key at all.
    for (const d of resources.filter((d) => !d.inlineEdit)) expect(resourceMeta(admin, d)).not.toHaveProperty("inlineEdit");
  });

  it("refuses a field the table cannot edit in place", () => {
    const [level] = trainingReferenceResources;
    expect(() => defineResource({ ...level!, form: [...level!.form, { field: "label", label: "Libellé", type: "richtext" }] })).toThrow(
      "inline editing takes text and textarea fields only",
    );
  });
});
