import { describe, expect, it } from "vitest";
import { defaultBrand } from "~common/brand";
import { socialCardPath } from "~common/social-card";
import { pageMeta, previewImage } from "./seo";

const args = {
  location: { pathname: "/nos-agences" },
  matches: [{ id: "root", data: { brand: defaultBrand, publicUrl: "https://site.example" } }],
};
const content = (meta: ReturnType<typeof pageMeta>, key: string) =>
  (meta.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as { content?: string } | undefined)?.content;

describe("pageMeta's link-preview picture", () => {
  it("is the brand's 1200×630 card on a page without a picture, as a large card", () => {
    const meta = pageMeta(args, { title: "Nos agences", description: "Les agences." });
    expect(content(meta, "og:image")).toBe(`https://site.example${socialCardPath(defaultBrand)}`);
    expect([content(meta, "og:image:width"), content(meta, "og:image:height")]).toEqual(["1200", "630"]);
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:image")).toBe(content(meta, "og:image"));
  });

  it("is the page's own picture, its widest WebP with the size its kind gives", () => {
    const meta = pageMeta(args, { title: "Lyon", description: "L'agence.", image: previewImage("/media/files/demo/photo/lyon", "photo") });
    expect(content(meta, "og:image")).toBe("https://site.example/media/files/demo/photo/lyon-1440.webp");
    expect([content(meta, "og:image:width"), content(meta, "og:image:height")]).toEqual(["1440", "960"]);
  });

  it("keeps an address from elsewhere as it is, without a size it cannot know", () => {
    const meta = pageMeta(args, { title: "Lyon", description: "L'agence.", image: previewImage("https://cdn.example/lyon.jpg", "photo") });
    expect(content(meta, "og:image")).toBe("https://cdn.example/lyon.jpg");
    expect(content(meta, "og:image:width")).toBeUndefined();
  });
});
