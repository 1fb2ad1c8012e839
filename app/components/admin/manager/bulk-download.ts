import { ApiError } from "~/lib/api";
import { frenchPunctuation } from "~common/format/typography";

/** The name the server gave the file (RFC 6266 `filename*`), or a plain one. */
function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  return encoded ? decodeURIComponent(encoded) : "export.csv";
}

/**
 * POSTs an export call and saves its CSV under the server's file name. A POST, not a link: the
 * selection's ids and the filters go in the body, and a refusal comes back as a French message
 * to show instead of a downloaded error page.
 */
export async function downloadCsv(path: string, body: unknown): Promise<void> {
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
    throw new ApiError(response.status, frenchPunctuation(detail ?? "L'export a échoué"));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("Content-Disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
