import { describe, expect, it } from "vitest";
import { demoAgencies } from "./demo-agencies";
import { demoAgencyOffice } from "./agencies";

/** Great-circle distance in metres. */
function metres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe("demo agencies' offices", () => {
  it("stand at their own point in town, not at the town hall the city keeps", () => {
    for (const agency of demoAgencies) {
      const office = demoAgencyOffice(agency.slug);
      expect(office, agency.slug).not.toBeNull();
      const distance = metres(agency, office!);
      expect(distance, agency.slug).toBeGreaterThan(300);
      expect(distance, agency.slug).toBeLessThan(4_000);
    }
  });
});
