import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { HttpError } from "./errors";

export const TOO_MANY_ATTEMPTS = "Trop de tentatives. Veuillez patienter avant de réessayer.";

/**
 * Fixed-window counter per key, in memory. Enough for one instance; several instances
 * behind a load balancer each apply the limit on their own share of the traffic.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one attempt; false once the key went over the limit in the current window. */
    hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

/**
 * The visitor's address. Each trusted proxy appends the address it received the request from
 * to X-Forwarded-For, so with N of them the visitor is N hops from the right of
 * [X-Forwarded-For…, socket]; entries further left were written by the client and prove
 * nothing. Never logged: it is personal data.
 */
export function clientAddress(c: Context, trustedProxyHops: number): string {
  const socket = socketAddress(c);
  if (trustedProxyHops === 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)];
}

/** 429 with the spec's message once a client exceeds the limiter's allowance. */
export function rateLimit(limiter: ReturnType<typeof createRateLimiter>, trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const { allowed, retryAfterSeconds } = limiter.hit(clientAddress(c, trustedProxyHops));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    }
    await next();
  };
}
