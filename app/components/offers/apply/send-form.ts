import { consentHeaders } from "~common/cookie-consent";
import type { CallOutcome } from "./resume-form-rules";

/**
 * Sends a candidate form (apply, CV drop, alert) with the consent header and reads the
 * answer without throwing: the forms turn the outcome into messages themselves.
 * A FormData body sets its own multipart boundary; an object travels as JSON.
 */
export async function sendCandidateForm(url: string, body: FormData | object, signal: AbortSignal): Promise<CallOutcome> {
  const isForm = body instanceof FormData;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: isForm ? consentHeaders() : { "Content-Type": "application/json", ...consentHeaders() },
      body: isForm ? body : JSON.stringify(body),
      signal,
    });
    const answer = (await response.json().catch(() => undefined)) as CallOutcome["body"];
    return { status: response.status, body: answer };
  } catch (error) {
    return { status: 0, error };
  }
}
