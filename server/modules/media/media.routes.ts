import { extname } from "node:path";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { mediaStoreFor } from "../../lib/media-store";
import { isStoreKey } from "../../lib/s3-objects";

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
 * The media key that a /media/ path names, or null. Every segment is decoded and checked on
 * its own, so "..", encoded slashes or dotfiles can never step out of the store; the store
 * checks the key again as a second lock.
 */
export function mediaKey(requestPath: string): string | null {
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
  const key = segments.join("/");
  return segments.length > 0 && isStoreKey(key) ? key : null;
}

/**
 * GET /media/*: uploaded images from the media store (DATA_DIR/media or the bucket), never
 * from the web root. `drawMissing` may draw a demo picture not drawn yet and says if it did.
 */
export function mediaRoutes({ config }: AppDeps, drawMissing: (key: string) => Promise<boolean>) {
  const store = mediaStoreFor(config);
  return new Hono().get("/media/*", async (c) => {
    const key = mediaKey(c.req.path);
    const type = key ? CONTENT_TYPES[extname(key).toLowerCase()] : undefined;
    let body = key && type ? await store.read(key) : null;
    if (key && type && !body && (await drawMissing(key))) body = await store.read(key);
    if (!type || !body) return c.text("Fichier introuvable", 404);
    c.header("Content-Type", type);
    c.header("Content-Length", String(body.byteLength));
    // Each upload gets a new name, so a variant never changes: browsers keep it for a year.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    // An SVG opened on its own is a document: no script, no outside resource.
    if (type === "image/svg+xml") c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(new Uint8Array(body));
  });
}
