import { describe, expect, it } from "vitest";
import { requestNonce } from "./security-headers";

describe("requestNonce", () => {
  it("gives 16 random bytes in base64, never the same twice, across several draws from the generator", () => {
    const nonces = Array.from({ length: 1_000 }, requestNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});
