import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { parseOrThrow } from "../../lib/errors";
import { jsonBody } from "../../lib/http";
import { captchaVerifySchema } from "../../../common/schemas/captcha-verify";

export function captchaApi({ db, captcha }: AppDeps) {
  return new Hono()
    .get("/client_key", (c) => {
      // Each answer carries a fresh id: a cached one would be refused once used.
      c.header("Cache-Control", "no-store");
      return c.json(captcha.clientKey());
    })
    .get("/challenge", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await captcha.challenge());
    })
    .post("/verify", async (c) => c.json(await captcha.verify(db, parseOrThrow(captchaVerifySchema, await jsonBody(c)))));
}
