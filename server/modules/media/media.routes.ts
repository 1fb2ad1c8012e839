import { readFile, stat } from "node:fs/promises";
import { extname, relative, resolve, sep } from "node:path";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";

/** Only images are served: an uploaded HTML or script file must never reach a browser from our origin. */
const CONTENT_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/**
 * The file under root that a /media/ path names, or null. Every segment is decoded and
 * checked on its own, so "..", encoded slashes or dotfiles can never step out of root;
 * the resolved path is checked again as a second lock.
 */
export function mediaFilePath(root: string, requestPath: string): string | null {
  const base = resolve(root);
  const relative = requestPath.replace(/^\/media\//, "");
  const segments: string[] = [];
  for (const raw of relative.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!segment || segment.startsWith(".") || /[\\/\0]/.test(segment)) return null;
    segments.push(segment);
  }
  if (segments.length === 0) return null;
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : null;
}

/**
 * GET /media/*: uploaded images from DATA_DIR/media, outside the web root. `drawMissing` may
 * draw a demo picture not drawn yet (keys relative to the media folder) and says if it did.
 */
export function mediaRoutes({ config }: AppDeps, drawMissing: (key: string) => Promise<boolean>) {
  return new Hono().get("/media/*", async (c) => {
    const file = mediaFilePath(config.mediaDir, c.req.path);
    const type = file ? CONTENT_TYPES[extname(file).toLowerCase()] : undefined;
    let info = file && type ? await stat(file).catch(() => null) : null;
    if (file && type && !info && (await drawMissing(relative(resolve(config.mediaDir), file).split(sep).join("/")))) {
      info = await stat(file).catch(() => null);
    }
    if (!file || !type || !info?.isFile()) return c.text("Fichier introuvable", 404);
    const body = await readFile(file);
    c.header("Content-Type", type);
    c.header("Content-Length", String(body.byteLength));
    // Each upload gets a new name, so a variant never changes: browsers keep it for a year.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    // An SVG opened on its own is a document: no script, no outside resource.
    if (type === "image/svg+xml") c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(body);
  });
}
