import { describe, expect, it } from "vitest";
import { phoneDigits } from "./phone";

describe("phoneDigits", () => {
  it.each([
    ["06 12 34 56 78", "0612345678"],
    ["06.12.34.56.78", "0612345678"],
    ["06-12-34-56-78", "0612345678"],
    ["06\u00a012\u202f34 56 78", "0612345678"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["+33 (0)6 12 34 56 78", "+33612345678"],
    ["+33(0)612345678", "+33612345678"],
    ["+33 ( 0 ) 6 12 34 56 78", "+33612345678"],
    ["0033 6 12 34 56 78", "+33612345678"],
    ["0033 (0)6 12 34 56 78", "+33612345678"],
    ["+44 (0)20 7946 0958", "+442079460958"],
    ["(01) 23 45 67 89", "0123456789"],
    ["01/23/45/67/89", "0123456789"],
  ])("«%s» is dialled as %s", (typed, dialled) => {
    expect(phoneDigits(typed)).toBe(dialled);
  });

  it("leaves what is not a number for the form's own message", () => {
    expect(phoneDigits("06 12 ab")).toBe("0612ab");
    expect(phoneDigits("")).toBe("");
  });
});
