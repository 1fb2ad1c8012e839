// HTML CVs printed to PDF by Chromium (playwright-core drives the Debian chromium).
import { chromium, type Browser } from "playwright-core";

/** With a footer, each page ends with it («Anne-Sophie DUVAL – 1/2»), in Chromium's page margin. */
export type Printer = { print(html: string, footer?: string): Promise<Uint8Array>; close(): Promise<void> };

/** Chromium stamps the time of printing in the PDF's Info: a fixed one keeps reruns byte-identical. */
function withFixedDates(pdf: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf).toString("latin1");
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, (match, key: string) => {
    const value = match.slice(key.length + 4, -1);
    return `/${key} (${"D:20260115100000".padEnd(value.length, "0").slice(0, value.length)})`;
  });
  return new Uint8Array(Buffer.from(fixed, "latin1"));
}

export async function chromiumPrinter(executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"): Promise<Printer> {
  const browser: Browser = await chromium.launch({ executablePath });
  const page = await browser.newPage();
  return {
    async print(html, footer) {
      await page.setContent(html, { waitUntil: "load" });
      const escaped = (footer ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;");
      const pdf = await page.pdf({
        format: "A4",
        printBackground: true,
        margin: { top: "0", right: "0", bottom: footer ? "10mm" : "0", left: "0" },
        displayHeaderFooter: Boolean(footer),
        headerTemplate: "<span></span>",
        footerTemplate: `<div style="font-size:7pt;width:100%;text-align:center;color:#777">${escaped} – <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
      });
      return withFixedDates(pdf);
    },
    close: () => browser.close(),
  };
}
