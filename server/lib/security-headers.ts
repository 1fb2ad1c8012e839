import type { MiddlewareHandler } from "hono";

export type SecurityOptions = { production: boolean; extraScriptOrigins: string[]; extraImageOrigins?: string[] };

/**
 * CSP with a per-request nonce: React Router's inline hydration scripts carry it, so no
 * 'unsafe-inline' is needed for scripts. Styles stay inline-capable for the widgets.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<{ Variables: { nonce: string } }> {
  const external = options.extraScriptOrigins.join(" ");
  const images = (options.extraImageOrigins ?? []).join(" ");
  return async (c, next) => {
    // Without a CSP (development) the nonce is empty: browsers only hide nonce attributes
    // from the page when a policy applies, and hydration must see the same value both sides.
    c.set("nonce", options.production ? Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64") : "");
    await next();
    // Read after the handler: a page served from the cache carries the nonce it was rendered with.
    const nonce = c.get("nonce");
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // A response that brings its own policy keeps it (the CV shown in the staff drawer's frame).
    const ownPolicy = h.has("Content-Security-Policy");
    if (!h.has("X-Frame-Options")) h.set("X-Frame-Options", "DENY");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production && !ownPolicy) {
      h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      h.set(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval' ${external}`.trim(),
          "style-src 'self' 'unsafe-inline'",
          `img-src 'self' data: blob: https: ${images}`.trim(),
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
