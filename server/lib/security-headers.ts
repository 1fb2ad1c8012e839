import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type SecurityOptions = {
  production: boolean;
  extraScriptOrigins: string[];
  /** Where pictures may come from besides the site: the map tiles' server. Files of the store are served by the site (/media). */
  imageOrigins?: string[];
};

const NONCE_BYTES = 16;
/** Random bytes drawn from the system's generator 4 KB at a time, each 16-byte slice used once. */
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A CSP nonce: 16 random bytes in base64, never given twice. A call to the generator per
 * request was 8 % of the CPU of an API answer; Node draws `randomUUID`'s bytes the same way.
 */
export function requestNonce(): string {
  if (nonceOffset + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = randomBytes(256 * NONCE_BYTES);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return nonceBytes.toString("base64", nonceOffset - NONCE_BYTES, nonceOffset);
}

/**
 * Answers no browser shows as a page: scripts, style sheets, fonts, and pictures other than SVG
 * (an SVG opened on its own is a document). A page's policies (CSP, framing, permissions, opener,
 * referrer) govern documents: on these they were 725 of every answer's 1,135 bytes of headers,
 * 40 KB of the catalogue's first load (56 files), the per-request nonce keeping HTTP/2 from packing
 * them (decision 0075).
 * `nosniff` stays: it is what keeps such a file from being read as another kind.
 */
const NOT_A_DOCUMENT = /^(?:text\/(?:javascript|css)|application\/javascript|font\/|image\/(?:avif|webp|png|jpeg|gif|x-icon|vnd\.microsoft\.icon)\b)/i;

/**
 * CSP with a per-request nonce: React Router's inline hydration scripts carry it, so no
 * 'unsafe-inline' is needed for scripts, and <style> elements need it too. Only style
 * attributes stay inline: React renders `style={…}` props as attributes on the server
 * (decision 0057). Pictures come from the site and the map tiles only.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<{ Variables: { nonce: string } }> {
  const external = options.extraScriptOrigins.join(" ");
  const images = (options.imageOrigins ?? []).join(" ");
  return async (c, next) => {
    // Without a CSP (development) the nonce is empty: browsers only hide nonce attributes
    // from the page when a policy applies, and hydration must see the same value both sides.
    c.set("nonce", options.production ? requestNonce() : "");
    await next();
    // Read after the handler: a page served from the cache carries the nonce it was rendered with.
    const nonce = c.get("nonce");
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    if (options.production) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (NOT_A_DOCUMENT.test(h.get("Content-Type") ?? "")) return;
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // A response that brings its own policy keeps it (the CV shown in the staff drawer's frame).
    const ownPolicy = h.has("Content-Security-Policy");
    if (!h.has("X-Frame-Options")) h.set("X-Frame-Options", "DENY");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production && !ownPolicy) {
      h.set(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval' ${external}`.trim(),
          `style-src 'self' 'nonce-${nonce}'`,
          `style-src-elem 'self' 'nonce-${nonce}'`,
          "style-src-attr 'unsafe-inline'",
          `img-src 'self' data: blob: ${images}`.trim(),
          "font-src 'self' data:",
          `connect-src 'self' ${external}`.trim(),
          // Agency maps (OpenStreetMap embeds), videos (privacy-enhanced YouTube), and the CV the
          // staff drawer fetched itself (a blob: only our own scripts can make).
          `frame-src 'self' blob: https://www.openstreetmap.org https://www.youtube-nocookie.com ${external}`.trim(),
          "worker-src 'self' blob:",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; "),
      );
    }
  };
}
