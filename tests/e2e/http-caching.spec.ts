import { expect, test } from "../support/e2e-test";
import { E2E_ADMIN } from "../support/e2e-admin";
import { sameOrigin } from "../support/journey-steps";

// What a CDN or reverse proxy in front of the built server is told (decision 0067): no browser
// page, only the answers' headers.

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400";

test("a proxy may keep a visitor's page and revalidate it by its ETag, never a staff member's", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const page = await visitor.get("/nos-agences");
  expect(page.headers()["cache-control"]).toBe(SHARED);
  const etag = page.headers()["etag"]!;
  expect(etag).toMatch(/^W\//);
  const again = await visitor.get("/nos-agences", { headers: { "If-None-Match": etag } });
  expect([again.status(), (await again.body()).length]).toEqual([304, 0]);
  await visitor.dispose();

  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post("/api/account/login_old", { data: E2E_ADMIN, headers: sameOrigin() })).status()).toBe(200);
  for (const path of ["/nos-agences", "/admin/jobs/position"]) {
    const signedIn = await staff.get(path);
    expect(signedIn.headers()["cache-control"], path).toBe("private, no-store");
    expect(signedIn.headers()["etag"], path).toBeUndefined();
  }
  await staff.dispose();
});

test("a job sheet's picture is a public file kept a year; built files answer 304 by date", async ({ request }) => {
  const sheet = await (await request.get("/fiche-metier/macon")).text();
  const picture = sheet.match(/<img[^>]+src="(\/media\/files\/[^"]+-640\.webp)"/)![1]!;
  const served = await request.get(picture);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/webp"]);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const robots = await (await request.get("/robots.txt")).text();
  const closing = [...robots.matchAll(/^Disallow:\s*([^*\s]*)/gm)].map((rule) => rule[1]!).filter((prefix) => picture.startsWith(prefix));
  expect(closing).toEqual([]);
  // Pages kept with the address used before still show the picture.
  expect((await request.get("/api/branding/get_job_profile_file/macon?w=640")).status()).toBe(200);

  const icon = await request.get("/favicon.svg");
  const since = await request.get("/favicon.svg", { headers: { "If-Modified-Since": icon.headers()["last-modified"]! } });
  expect(since.status()).toBe(304);
});
