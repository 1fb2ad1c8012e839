import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { firstPagesOfEachTemplate, sitemapPaths } from "../support/sitemap-pages";

// Issue 50: link previews on every page (its own picture, else the brand's card), the training
// catalogue as Google's course list, and agencies placed at their office. Read as a crawler
// reads them: the HTML, no browser.

/** Pages fetched at once: the server renders two at a time, a few more keep it busy. */
const AT_ONCE = 4;

const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));

/** Each path's HTML, a few at a time. */
async function fetchAll(request: APIRequestContext, paths: string[]): Promise<Map<string, { status: number; html: string }>> {
  const pages = new Map<string, { status: number; html: string }>();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(path);
      pages.set(path, { status: response.status(), html: await response.text() });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return pages;
}

test("every page template of the sitemap has an absolute og:image with its size and a large Twitter card, each picture answering as an image", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Each route module writes its own meta: its first pages (with and without a picture of
  // their own, in the lists that have both) show whether it gives every page a picture.
  const paths = firstPagesOfEachTemplate(await sitemapPaths(request), 3);
  expect(paths.length).toBeGreaterThan(45);

  const problems: string[] = [];
  const images = new Map<string, string>();
  for (const [path, { status, html }] of await fetchAll(request, paths)) {
    const image = metaOf(html, "og:image");
    if (status !== 200 || !image?.startsWith(`${baseURL}/`)) problems.push(`${path}: ${status}, og:image ${image}`);
    else images.set(image, path);
    if (metaOf(html, "twitter:card") !== "summary_large_image") problems.push(`${path}: twitter:card ${metaOf(html, "twitter:card")}`);
    if (!/^\d+$/.test(metaOf(html, "og:image:width") ?? "") || !/^\d+$/.test(metaOf(html, "og:image:height") ?? "")) problems.push(`${path}: no og:image size`);
    // A page that shows an illustration of its own (a marketing page) is previewed with it.
    const illustration = html.match(/\/media\/files\/demo\/photo\/page-[a-z]+(?:-[a-z]+)*/)?.[0];
    if (illustration && !image?.includes(`${illustration}-`)) problems.push(`${path}: shows ${illustration}, previewed with ${image}`);
  }
  expect(problems).toEqual([]);

  for (const [image, path] of images) {
    const response = await request.get(image);
    expect(response.status(), `${image} (${path})`).toBe(200);
    expect(response.headers()["content-type"], image).toMatch(/^image\/(png|jpeg|webp|avif)/);
  }
  // Pages with a picture of their own show it; the others the brand's card, cached for good.
  const pages = await fetchAll(request, ["/nos-agences/cabinet-recrutement-lyon", "/nos-offres", "/plan-du-site", "/"]);
  expect(metaOf(pages.get("/nos-agences/cabinet-recrutement-lyon")!.html, "og:image")).toMatch(/\/media\/files\/demo\/photo\/lyon-1440\.webp$/);
  expect(metaOf(pages.get("/")!.html, "og:image")).toMatch(/\/media\/files\/demo\/photo\/page-accueil-equipe-1440\.webp$/);
  const card = metaOf(pages.get("/nos-offres")!.html, "og:image")!;
  expect(card).toMatch(/\/og\/carte-[0-9a-f]{8}\.png$/);
  expect(metaOf(pages.get("/plan-du-site")!.html, "og:image")).toBe(card);
  expect([metaOf(pages.get("/plan-du-site")!.html, "og:image:width"), metaOf(pages.get("/plan-du-site")!.html, "og:image:height")]).toEqual(["1200", "630"]);
  expect((await request.head(card)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // A card of other colours (an older address a network kept) leads to today's.
  const old = await request.get("/og/carte-00000000.png", { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, new URL(card).pathname]);
});

test("the training catalogue is a course list as Google describes it, each course linking its page", async ({ request, baseURL }) => {
  const html = await (await request.get("/nos-prestations/formations/catalogue")).text();
  type CourseList = { itemListElement: { position: number; item: Record<string, unknown> }[] };
  const list = jsonLdOf(html).find((data) => data["@type"] === "ItemList") as CourseList | undefined;
  expect(list).toBeDefined();
  const items = list!.itemListElement;
  expect(items.length).toBeGreaterThan(5);
  expect(items.map((entry) => entry.position)).toEqual(items.map((_, index) => index + 1));
  for (const { item } of items) {
    expect(item).toMatchObject({ "@type": "Course", provider: { "@type": "Organization", name: "Alto Recrutement" } });
    expect(item.url).toMatch(new RegExp(`^${baseURL}/nos-prestations/formation/[a-z0-9-]+$`));
    expect(String(item.name).length).toBeGreaterThan(3);
    expect(String(item.description).length).toBeGreaterThan(10);
  }
  // The link leads to the course's page, whose own Course markup has the same name.
  const first = items[0]!.item;
  const course = jsonLdOf(await (await request.get(String(first.url))).text()).find((data) => data["@type"] === "Course");
  expect(course?.name).toBe(first.name);
});

test("an agency's structured data places it at its office, not at its town's centre", async ({ request }) => {
  const html = await (await request.get("/nos-agences/cabinet-recrutement-lyon")).text();
  const agency = jsonLdOf(html).find((data) => Array.isArray(data["@type"]) && (data["@type"] as string[]).includes("EmploymentAgency"));
  const geo = agency?.geo as { latitude: number; longitude: number };
  const cities = (await (await request.get("/api/geo/all_cities")).json()) as { name: string; latitude: number; longitude: number }[];
  const lyon = cities.find((city) => city.name === "Lyon")!;
  expect(geo.latitude).not.toBe(lyon.latitude);
  expect(geo.longitude).not.toBe(lyon.longitude);
  // Still in town: within a few kilometres.
  expect(Math.abs(geo.latitude - lyon.latitude) + Math.abs(geo.longitude - lyon.longitude)).toBeLessThan(0.05);
});
