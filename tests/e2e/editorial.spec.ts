import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { closeCookiePanel, sameOrigin, signInAsStaff } from "../support/journey-steps";
import { SECTOR_TAGS } from "../../common/editorial";
import { demoArticles, demoElementsPage, demoPressReleases, demoSectorArticles, demoTestimonials } from "../../server/seed/editorial-content";

const cards = (page: Page, name: string) => page.getByRole("list", { name, exact: true }).getByRole("listitem");

test("/notre-actu is server-rendered in two columns, filters by tag in the URL, pages, and says when nothing matches", async ({ page }) => {
  const response = await page.goto("/notre-actu");
  expect(response?.status()).toBe(200);
  // In the HTML as sent, before any script: the heading and a first page of 25 cards.
  const html = await response!.text();
  expect(html).toContain("actus et tendances du recrutement");
  await closeCookiePanel(page);
  await expect(page.getByRole("heading", { level: 1, name: "Blog : actus et tendances du recrutement" })).toBeVisible();
  const list = cards(page, "Articles");
  await expect(list).toHaveCount(25);
  // Two columns: the first two cards side by side.
  const [first, second] = [await list.nth(0).boundingBox(), await list.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/notre-actu/rss.xml");

  // Page 2 through the pagination's link.
  await page.getByRole("navigation", { name: "Pagination des articles" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/notre-actu\?page=2$/);
  await expect(list.first()).toBeVisible();

  // A tag of the side filter: every card is of that sector, the choice is in the URL.
  const sector = SECTOR_TAGS[1]; // BTP
  await page
    .getByRole("navigation", { name: "Filtrer par thème" })
    .getByRole("link", { name: new RegExp(`^${sector.title} \\(`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`tags=${sector.slug}$`));
  // Exactly the blog pages of that tag (testimonials are blog pages too).
  const expected = [...demoArticles, ...demoTestimonials]
    .filter((article) => article.tags.includes(sector.slug))
    .map((article) => `/recrutement/${article.slug}`);
  await expect(list).toHaveCount(Math.min(25, expected.length));
  const shown = await list
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(shown.sort()).toEqual(expected.sort());

  // A query nothing matches: the spec's empty text.
  await page.goto("/notre-actu?query=zzzyxw");
  await expect(page.getByRole("status").filter({ hasText: "Aucune actualité ne correspond à votre recherche" })).toBeVisible();
});

test("six skeletons show while the next news page loads", async ({ page }) => {
  await page.goto("/notre-actu");
  await closeCookiePanel(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/notre-actu\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Pagination des articles" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page.getByRole("list", { name: "Chargement : Articles" }).getByRole("listitem")).toHaveCount(6);
  release();
  await expect(cards(page, "Articles").first()).toBeVisible();
});

test("a French search finds an article by a word of its text, and a long title is cut at 100 characters", async ({ page }) => {
  const long = demoArticles.find((article) => article.title.length > 100)!;
  await page.goto(`/notre-actu?query=${encodeURIComponent(long.title.split(" ").slice(0, 6).join(" "))}`);
  await closeCookiePanel(page);
  const card = cards(page, "Articles").filter({ has: page.getByRole("link", { name: `${long.title.slice(0, 100)}...` }) });
  await expect(card).toHaveCount(1);
});

test("/notre-actu: the search follows the typing after a pause (spec 1 §5), the focus staying in the field", async ({ page }) => {
  const article = demoArticles[0]!;
  const word = article.title.split(" ").find((w) => /^[a-z]{7,}$/i.test(w))!;
  await page.goto("/notre-actu");
  await closeCookiePanel(page);
  const search = page.getByPlaceholder("Rechercher un article");
  await search.click();
  await search.pressSequentially(word, { delay: 30 });
  await expect(page).toHaveURL(new RegExp(`/notre-actu\\?query=${encodeURIComponent(word)}$`));
  await expect(cards(page, "Articles").filter({ hasText: article.title.slice(0, 60) })).toHaveCount(1);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(word);
});

test("/presse: search from the URL, «Lire l'article», the release's page with its structured data, and the empty text", async ({ page }) => {
  const release = demoPressReleases[0]!;
  const word = release.title.split(" ").find((w) => w.length > 6)!;
  await page.goto("/presse");
  await closeCookiePanel(page);
  await expect(cards(page, "Communiqués de presse")).toHaveCount(Math.min(25, demoPressReleases.length));
  const search = page.getByPlaceholder("Rechercher une actualité");
  await search.fill(word);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/presse\\?query=${encodeURIComponent(word)}`));
  await page.reload();
  await expect(search).toHaveValue(word);
  await page.getByRole("link", { name: `Lire l'article : ${release.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/presse/${release.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: release.title })).toBeVisible();
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = data.map((text) => JSON.parse(text)).find((item) => item["@type"] === "NewsArticle");
  expect(article).toMatchObject({ headline: release.title.slice(0, 110), publisher: { "@type": "Organization" } });
  expect(article.image[0]).toMatch(/^http.*\/media\/files\/demo\/photo\/.+-1440\.webp$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", article.image[0]);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  await page.goto("/presse?query=zzzyxw");
  await expect(page.getByRole("status").filter({ hasText: "Aucun article ne correspond à votre recherche" })).toBeVisible();
});

test("a sector article: breadcrumbs, Article data, photo drawn, related articles; unknown slugs answer 404", async ({ page }) => {
  const sector = demoSectorArticles[10]!; // industrie
  const response = await page.goto(`/recrutement/${sector.slug}`);
  expect(response?.status()).toBe(200);
  await closeCookiePanel(page);
  await expect(page.getByRole("heading", { level: 1, name: sector.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/notre-actu");
  const photo = page.locator("article picture img").first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  const related = page.getByRole("region", { name: "À lire aussi" }).getByRole("listitem");
  await expect(related.first()).toBeVisible();
  expect((await page.goto("/recrutement/cet-article-n-existe-pas"))?.status()).toBe(404);
  // A press release is not an article of /recrutement, nor an article a press release.
  expect((await page.goto(`/recrutement/${demoPressReleases[0]!.slug}`))?.status()).toBe(404);
  expect((await page.goto(`/presse/${sector.slug}`))?.status()).toBe(404);
});

test("the home shows the press section and up to 15 articles, «Voir tous les articles» leading to /notre-actu", async ({ page }) => {
  await page.goto("/");
  await closeCookiePanel(page);
  await expect(page.getByRole("heading", { level: 2, name: "Actualités du cabinet" })).toBeVisible();
  const carousel = page.getByRole("region", { name: "Nos derniers articles" });
  await expect(carousel.getByRole("listitem")).toHaveCount(15);
  const more = page.getByRole("link", { name: "Voir tous les articles" });
  await more.scrollIntoViewIfNeeded();
  await more.click();
  await expect(page).toHaveURL(/\/notre-actu$/);
});

test("the news feed is well-formed RSS 2.0 with the 20 latest articles", async ({ page }) => {
  await page.goto("/notre-actu");
  const feed = await page.evaluate(async () => {
    const response = await fetch("/notre-actu/rss.xml");
    const doc = new DOMParser().parseFromString(await response.text(), "application/xml");
    const items = [...doc.querySelectorAll("channel > item")];
    return {
      type: response.headers.get("content-type"),
      parseError: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      channel: ["title", "link", "description"].map((name) => doc.querySelector(`channel > ${name}`)?.textContent ?? ""),
      items: items.map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        link: item.querySelector("link")?.textContent ?? "",
        date: Date.parse(item.querySelector("pubDate")?.textContent ?? ""),
      })),
    };
  });
  expect(feed.parseError).toBeNull();
  expect(feed.type).toMatch(/^application\/rss\+xml/);
  expect(feed.version).toBe("2.0");
  expect(feed.channel.every(Boolean)).toBe(true);
  expect(feed.items).toHaveLength(20);
  for (const item of feed.items) {
    expect(item.title).not.toBe("");
    expect(item.link).toMatch(/^http.*\/recrutement\/[a-z0-9-]+$/);
    expect(Number.isNaN(item.date)).toBe(false);
  }
  // Newest first.
  expect([...feed.items].sort((a, b) => b.date - a.date)).toEqual(feed.items);
});

test("on a desktop, every theme of /notre-actu stays inside its card", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/notre-actu");
  const card = (await page.getByRole("navigation", { name: "Filtrer par thème" }).boundingBox())!;
  const themes = page.getByRole("navigation", { name: "Filtrer par thème" }).getByRole("link");
  expect(await themes.count()).toBeGreaterThan(5);
  for (const box of await themes.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.right).toBeLessThanOrEqual(card.x + card.width);
  }
});

test.describe("on a small phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  const paths = ["/notre-actu", `/recrutement/${demoArticles[0]!.slug}`, `/recrutement/${demoElementsPage.slug}`, "/presse", "/notre-actu/temoignages"];
  for (const path of paths) {
    test(`${path}: no sideways scroll, no serious axe violation`, async ({ page }) => {
      await page.goto(path);
      await closeCookiePanel(page);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const path of ["/notre-actu", "/presse"]) {
    test(`${path}: the search field shows its whole placeholder`, async ({ page }) => {
      await page.goto(path);
      const field = page.getByRole("search").getByRole("searchbox");
      const room = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const text = document.createElement("canvas").getContext("2d")!;
        text.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const width = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { width, placeholder: text.measureText(input.placeholder).width };
      });
      expect(room.placeholder).toBeLessThanOrEqual(room.width);
      await expect(page.getByRole("search").getByRole("button", { name: "Rechercher" })).toBeInViewport();
    });
  }
});

test("a rich-text payload saved by staff is neutralised on the public page; a scheduled page is a preview for staff only", async ({ page, baseURL }) => {
  const slug = `piege-${Date.now()}`;
  await signInAsStaff(page, "/admin/content/blog");
  // Signed in once the manager shows.
  await expect(page.getByRole("button", { name: "Ajouter" })).toBeVisible();
  const headers = sameOrigin();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const saved = await page.request.post("/api/content/page_save", {
    headers,
    data: {
      type: "BLOG",
      title: `Article piégé ${slug}`,
      slug,
      richText: `<p>Texte sûr</p><img src=x onerror="alert('xss')"><script>alert('xss')</script><a href="javascript:alert('xss')">lien</a>`,
      publishedOn: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(saved.status()).toBe(200);
  const { id } = (await saved.json()) as { id: number };
  try {
    await page.goto(`/recrutement/${slug}`);
    await expect(page.getByRole("note").filter({ hasText: "Aperçu réservé à l'équipe" })).toBeVisible();
    await expect(page.getByText("Texte sûr")).toBeVisible();
    expect(await page.locator("article [onerror], article script, article a[href^='javascript']").count()).toBe(0);
    expect(dialogs).toEqual([]);
    // A visitor (no session) gets the 404 page for the scheduled article.
    const visitor = await page.context().browser()!.newContext({ baseURL });
    expect((await (await visitor.newPage()).goto(`/recrutement/${slug}`))?.status()).toBe(404);
    await visitor.close();
  } finally {
    await page.request.delete(`/api/content/delete_page/${id}`, { headers });
  }
});

test("«Cette page» on an article opens that article in the blog manager", async ({ page }) => {
  const article = demoArticles[0]!;
  await signInAsStaff(page, "/admin/content/blog");
  await expect(page.getByRole("button", { name: "Ajouter" })).toBeVisible();
  await page.goto(`/recrutement/${article.slug}`);
  await closeCookiePanel(page);
  await page.getByRole("button", { name: "Ouvrir les outils d'administration" }).click();
  const dial = page.getByRole("dialog", { name: "Outils d'administration" });
  // Every manager is listed: the dial stays within the screen and scrolls inside.
  const box = (await dial.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await dial.getByRole("button", { name: `${article.title} · Blog` }).click();
  const drawer = page.getByRole("dialog", { name: "Blog", exact: true }).getByRole("dialog", { name: "Modifier : Article de blog" });
  await expect(drawer.getByRole("textbox", { name: "Titre", exact: true })).toHaveValue(article.title);
});
