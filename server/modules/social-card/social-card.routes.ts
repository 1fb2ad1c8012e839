import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { SOCIAL_CARD_PATTERN, socialCardPath } from "../../../common/social-card";
import { socialCardPng } from "./social-card";

/**
 * GET /og/carte-{hash}.png: the default link-preview card. Its address changes with the
 * drawing, so it is immutable; a card of former colours moves to today's (previews keep
 * addresses for long), any other /og/ address is left to the not-found page.
 */
export function socialCardRoutes(deps: Pick<AppDeps, "config">) {
  const { brand } = deps.config;
  const current = socialCardPath(brand);
  return new Hono().get("/og/:file", async (c, next) => {
    if (c.req.path === current) {
      const png = await socialCardPng(brand.colors);
      return c.body(new Uint8Array(png), 200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=31536000, immutable" });
    }
    if (SOCIAL_CARD_PATTERN.test(c.req.path)) return c.redirect(current, 301);
    return next();
  });
}
