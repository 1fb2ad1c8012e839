import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultBrand } from "../../../common/brand";
import { SOCIAL_CARD, socialCardPath } from "../../../common/social-card";
import type { AppDeps } from "../../app-deps";
import { socialCardRoutes } from "./social-card.routes";

const routes = (colors?: { primary?: string; accent?: string }) =>
  socialCardRoutes({ config: { brand: { ...defaultBrand, colors } } } as unknown as Pick<AppDeps, "config">);

describe("GET /og/carte-{hash}.png", () => {
  it("draws the brand's card, 1200×630 PNG, cached for good", async () => {
    const response = await routes().request(socialCardPath(defaultBrand));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ ...SOCIAL_CARD, format: "png" });
  });

  it("gets a new address with new colours, and the old one leads to it", async () => {
    const teal = { ...defaultBrand, colors: { primary: "#0f766e" } };
    expect(socialCardPath(teal)).not.toBe(socialCardPath(defaultBrand));
    const moved = await routes(teal.colors).request(socialCardPath(defaultBrand));
    expect([moved.status, moved.headers.get("Location")]).toEqual([301, socialCardPath(teal)]);
  });

  it("leaves any other /og/ address to the not-found page", async () => {
    expect((await routes().request("/og/autre.png")).status).toBe(404);
  });
});
