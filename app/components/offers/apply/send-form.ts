import { consentHeaders } from "~common/cookie-consent";
import type { CallOutcome } from "./resume-form-rules";

const KEEPALIVE_MAX_CHARS = 60_000;

/**
 * Sends a candidate form (apply, CV drop, alert) with the consent header and reads the
 * answer without throwing: the forms turn the outcome into messages themselves.
 * A FormData body sets its own multipart boundary; an object travels as JSON.
 */
export async function sendCandidateForm(
  url: string,
  body: FormData | object,
  signal: AbortSignal,
  options: { keepalive?: boolean } = {},
): Promise<CallOutcome> {
  const isForm = body instanceof FormData;
  const payload = isForm ? body : JSON.stringify(body);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: isForm ? consentHeaders() : { "Content-Type": "application/json", ...consentHeaders() },
      body: payload,
      signal,
      // A call that must outlive the page (the survey's save when the tab closes); browsers
      // refuse keepalive bodies over 64 KB, which then go as ordinary calls.
      keepalive: options.keepalive === true && typeof payload === "string" && payload.length < KEEPALIVE_MAX_CHARS,
    });
    const answer = (await response.json().catch(() => undefined)) as CallOutcome["body"];
    return { status: response.status, body: answer };
  } catch (error) {
    return { status: 0, error };
  }
}
