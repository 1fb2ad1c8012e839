import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testRoutes, type TestApp } from "../../../tests/support/test-app";
import { servedRoutes } from "../../../common/served-routes";
import { enqueueTask } from "../../lib/task-runner";
import { scheduledTasks } from "../tasks/schedules";
import { sitemapUrls } from "../seo/sitemap.service";
import { loadOfferPage } from "../../../app/components/offers/offer-page/load-offer.server";
import { insertOffers } from "./offers.service";
import { ARCHIVE_EXPIRED_TASK } from "./expire-offers";
import type { OfferSearchAnswer } from "../../../common/offers";

let t: TestApp;
let past: number;
let future: number;
let undated: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const at = (days: number) => new Date(Date.now() + days * DAY);
  [past, future, undated] = await insertOffers(t.deps.db, [
    { name: "Soudeur TIG", description: "<p>Atelier.</p>", city: "Lyon", departmentCode: "69", validThrough: at(-1) },
    { name: "Soudeur MIG", description: "<p>Atelier.</p>", city: "Lyon", departmentCode: "69", validThrough: at(30) },
    { name: "Soudeur chaudronnier", description: "<p>Atelier.</p>", city: "Lyon", departmentCode: "69" },
  ]);
});
afterAll(() => t.close());

describe("offers past their validThrough", () => {
  it("are archived by the hourly task: 410, out of the search and the sitemap", async () => {
    const task = scheduledTasks(t.deps.config).find((entry) => entry.name === ARCHIVE_EXPIRED_TASK)!;
    expect(task.cron).toBe("5 * * * *");
    expect((await loadOfferPage(t.deps.db, "soudeur-tig", String(past))).kind).toBe("ok");

    await enqueueTask(t.deps.db, ARCHIVE_EXPIRED_TASK);
    expect(await t.runTasks()).toEqual({ done: 1, retried: 0, failed: 0 });

    expect((await loadOfferPage(t.deps.db, "soudeur-tig", String(past))).kind).toBe("gone");
    expect((await loadOfferPage(t.deps.db, "soudeur-mig", String(future))).kind).toBe("ok");
    expect((await loadOfferPage(t.deps.db, "soudeur-chaudronnier", String(undated))).kind).toBe("ok");
    const { body } = await t.call<OfferSearchAnswer>("GET", "/api/jobs/search_positions?query=soudeur");
    expect(body.rows.map((row: { id: number }) => row.id).sort()).toEqual([future, undated].sort());
    const served = servedRoutes({ ...testRoutes, offer: { id: "offer", parentId: "root", path: "nos-offres/:slug/:id" } });
    const urls = await sitemapUrls({ db: t.deps.db, served });
    expect(urls.some((url) => url.endsWith(`/${past}`))).toBe(false);
    expect(urls.some((url) => url.endsWith(`/${future}`))).toBe(true);
  });
});
