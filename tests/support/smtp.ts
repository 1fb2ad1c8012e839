import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string | false; to: string[]; raw: string };

export type TestSmtpServer = { url: string; port: number; received: ReceivedMail[]; close: () => Promise<void> };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (raw text with LF line ends).
 * `port` reopens a known address (a server coming back); `onMessage` runs while the
 * message is being received, before the client gets its answer.
 */
export async function startSmtpServer(options: { port?: number; onMessage?: () => Promise<void> } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        await options.onMessage?.();
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom && mailFrom.address,
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8").replace(/\r\n/g, "\n"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
