import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchPublicAddress, isPublicAddress, NotPublicAddress } from "./public-address-fetch";

let server: Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req.url ?? "");
    if (req.url === "/moved") {
      res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" });
      return res.end();
    }
    res.setHeader("Content-Type", "image/png");
    res.end(req.url === "/big" ? Buffer.alloc(5_000) : Buffer.from("png bytes"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
});

const options = { timeoutMs: 2_000, maxBytes: 1_000, accept: "image/*" };

describe("isPublicAddress", () => {
  it("tells internet addresses from the machine's and its network's own", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"]) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.10", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "not an address"])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe("fetchPublicAddress", () => {
  it("refuses loopback, private and metadata addresses, by name or written out, without connecting", async () => {
    for (const url of [
      `http://127.0.0.1:${port}/logo.png`,
      `http://localhost:${port}/logo.png`,
      `http://[::ffff:127.0.0.1]:${port}/logo.png`,
      `http://[::1]:${port}/logo.png`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/logo.png",
      "file:///etc/passwd",
    ]) {
      await expect(fetchPublicAddress(url, options), url).rejects.toBeInstanceOf(NotPublicAddress);
    }
    expect(received).toEqual([]);
  });

  // No internet here: the loopback server stands for a public host through the address policy.
  const local = { ...options, allowed: (address: string) => address === "127.0.0.1" };

  it("reads an allowed address's answer, looked up by name too", async () => {
    const answer = await fetchPublicAddress(`http://localhost:${port}/logo.png`, {
      ...local,
      allowed: (address) => address === "127.0.0.1" || address === "::1",
    });
    expect(answer).toEqual({ status: 200, type: "image/png", bytes: Buffer.from("png bytes") });
  });

  it("does not follow a redirect, and stops reading past the size limit", async () => {
    expect(await fetchPublicAddress(`http://127.0.0.1:${port}/moved`, local)).toMatchObject({ status: 302, bytes: Buffer.alloc(0) });
    expect(await fetchPublicAddress(`http://127.0.0.1:${port}/big`, local)).toMatchObject({ status: 200, bytes: null });
    expect(received).toEqual(["/moved", "/big"]);
  });
});
