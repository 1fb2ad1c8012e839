import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { clientAddress, createRateLimiter, rateLimit } from "./rate-limit";
import { handleApiError } from "./errors";
import { memoryThrottleWindows } from "./throttle-windows";
import { createLogger } from "./logger";

const addressOf = async (hops: number, forwardedFor?: string) => {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, hops)));
  const response = await app.request("/", { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });
  return response.text();
};

describe("clientAddress", () => {
  it("counts trusted proxies from the right of X-Forwarded-For: the client's own entries prove nothing", async () => {
    // In-process requests have no socket: «unknown» stands for the last proxy's address.
    expect(await addressOf(1, "203.0.113.9")).toBe("203.0.113.9");
    expect(await addressOf(1, "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressOf(2, "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await addressOf(0, "6.6.6.6")).toBe("unknown");
    expect(await addressOf(1)).toBe("unknown");
  });

  it("keeps rate-limiting a client who writes a new leftmost X-Forwarded-For entry on every call", async () => {
    const app = new Hono()
      .use(rateLimit(createRateLimiter(memoryThrottleWindows(), "test", { limit: 2, windowMs: 60_000 }), 1))
      .get("/", (c) => c.text("ok"))
      .onError((error, c) => handleApiError(error, c, createLogger("silent")));
    const statuses = [];
    for (let i = 1; i <= 3; i++) {
      statuses.push((await app.request("/", { headers: { "X-Forwarded-For": `6.6.6.${i}, 203.0.113.9` } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
