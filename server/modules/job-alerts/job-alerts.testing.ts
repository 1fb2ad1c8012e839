// Helpers shared by the job-alert test files (not used by the application).
import type { ComponentType } from "react";
import type { ApiRefusal, TestApp } from "../../../tests/support/test-app";
import { renderPage, withLoaderData } from "../../../tests/support/render-page";

/**
 * The alert API of the test app, called like t.call but also with a form body. Each call comes from its own address unless one is given, so the
 * rate limit only bites where it is tested.
 */
export function alertApi(t: TestApp) {
  let visitor = 0;
  return <Answer = ApiRefusal>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.call<Answer>(method, path, body, {
      "X-Forwarded-For": `198.51.100.${++visitor % 250}`,
      // A string body is sent as a form (the RFC 8058 one-click POST), anything else as JSON.
      ...(typeof body === "string" && { "Content-Type": "application/x-www-form-urlencoded" }),
      ...headers,
    });
}

export type ParsedMail = { headers: Record<string, string>; text: string; html: string };

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf("\n\n");
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end < 0 ? "" : raw.slice(end + 2) };
}

/** A received message's headers (unfolded) and decoded text and HTML parts. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  const mail: ParsedMail = { headers, text: "", html: "" };
  for (const part of parts) {
    const { headers: partHeaders, body: content } = splitHead(part.replace(/^\n/, ""));
    const encoding = partHeaders["content-transfer-encoding"] ?? "";
    const decoded = /base64/i.test(encoding)
      ? Buffer.from(content, "base64").toString("utf8")
      : /quoted-printable/i.test(encoding)
        ? decodeQuotedPrintable(content)
        : content;
    if (/text\/html/.test(partHeaders["content-type"] ?? "")) mail.html = decoded;
    else if (/text\/plain/.test(partHeaders["content-type"] ?? "")) mail.text = decoded;
  }
  return mail;
}

/** The first link of a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const url = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!url) throw new Error(`no link starting with ${prefix}`);
  return url;
}

/** A page's server HTML, its component given the loader's data as the framework would. */
export function renderRoute<Props extends { loaderData: unknown }>(
  path: string,
  pattern: string,
  Page: ComponentType<Props>,
  loaderData: Props["loaderData"],
): string {
  return renderPage(path, { [pattern]: withLoaderData(Page, loaderData) });
}

export const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);
