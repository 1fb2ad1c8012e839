import { afterAll, beforeAll, expect, it } from "vitest";
import { connect, type AddressInfo, type Socket } from "node:net";
import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { createSiteServer } from "./site-server";

let server: Server;
let port: number;

beforeAll(async () => {
  server = createSiteServer((_request, response) => response.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends one GET on the socket and resolves with the status line of the answer, or how the socket ended. */
function getOn(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const done = (outcome: string) => {
      socket.removeAllListeners("data").removeAllListeners("close").removeAllListeners("error");
      resolve(outcome);
    };
    socket.once("data", (chunk) => done(chunk.toString().split("\r\n")[0]));
    socket.once("close", () => done("connexion fermée"));
    socket.once("error", (error) => done(error.message));
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
  });
}

// A proxy in front keeps its upstream connections for up to 60 s and reuses them: the site
// must not close them first (Node's own default is 5 s).
it("keeps an idle keep-alive connection open past Node's 5 s default, so a proxy can reuse it", async () => {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  expect(await getOn(socket)).toBe("HTTP/1.1 200 OK");
  await sleep(6_000);
  expect(await getOn(socket), "the same connection answers again after 6 s idle").toBe("HTTP/1.1 200 OK");
  socket.destroy();
}, 15_000);
