import { ApiError } from "~/lib/api";
import { frenchPunctuation } from "~common/format/typography";

/** The name the server gave the file (RFC 6266: `filename*` first, then `filename`), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}

/**
 * POSTs a call that answers a file (a CSV export, a personal-data ZIP) and saves it under the
 * server's name, which it returns. A POST, not a link: the ids and filters go in the body, and a
 * refusal comes back as a French message to show instead of a downloaded error page.
 */
export async function downloadPosted(path: string, body: unknown, fallbackName: string): Promise<string> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok) {
    const detail = await response.json().then(
      (data: { detail?: string }) => data.detail,
      () => undefined,
    );
    throw new ApiError(response.status, frenchPunctuation(detail ?? "Le téléchargement a échoué. Réessayez."));
  }
  const name = fileNameOf(response.headers.get("Content-Disposition"), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled; a later revoke frees them.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
