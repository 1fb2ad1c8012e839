import type { Context, MiddlewareHandler } from "hono";
import type { IncomingMessage } from "node:http";
import { HttpError } from "./errors";
import type { ThrottleWindows } from "./throttle-windows";

export const TOO_MANY_ATTEMPTS = "Trop de tentatives. Veuillez patienter avant de réessayer.";

export type RateCount = { count: number; resetAt: number };

/** Where a limiter keeps a client's count in the windows. */
export const rateKey = (name: string, key: string) => `rate:${name}:${key}`;

/**
 * Fixed-window counter per key. `name` keeps each limiter's keys apart in the shared windows
 * (several instances on one PostgreSQL count together: throttle-windows.ts).
 */
export function createRateLimiter(windows: ThrottleWindows, name: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  return {
    /** Counts one attempt; not allowed once the key went over the limit in the current window. */
    async hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      let now = 0;
      const window = (await windows.update<RateCount>(rateKey(name, key), (current, at) => {
        now = at;
        const count = current ? { ...current, count: current.count + 1 } : { count: 1, resetAt: at + windowMs };
        return { state: count, expiresAt: count.resetAt };
      }))!;
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

type NodeBindings = { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } };

/**
 * Where @hono/node-server's getConnInfo reads it. In-process requests (tests, benchmarks) have
 * no socket: checked rather than caught, since building getConnInfo's exception cost 15 µs a
 * request, more than the count itself.
 */
function socketAddress(c: Context): string {
  const bindings = c.env as NodeBindings | undefined;
  return (bindings?.server ?? bindings)?.incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * The visitor's address. Each trusted proxy appends the address it received the request from
 * to X-Forwarded-For, so with N of them the visitor is N hops from the right of
 * [X-Forwarded-For…, socket]; entries further left were written by the client and prove
 * nothing. Never logged: it is personal data.
 */
export function clientAddress(c: Context, trustedProxyHops: number): string {
  return addressFrom(socketAddress(c), c.req.header("x-forwarded-for"), trustedProxyHops);
}

/** The same rule on what node:http gives: the socket's address and the X-Forwarded-For header. */
export function addressFrom(socket: string, forwardedFor: string | undefined, trustedProxyHops: number): string {
  if (trustedProxyHops === 0) return socket;
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)];
}

/** 429 with the spec's message once a client exceeds the limiter's allowance. */
export function rateLimit(limiter: RateLimiter, trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const { allowed, retryAfterSeconds } = await limiter.hit(clientAddress(c, trustedProxyHops));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    }
    await next();
  };
}
