/**
 * What an e-mail to a visitor says, written once and rendered both as plain text and as
 * HTML: mail clients show the HTML, and the text part is what screen readers, watches and
 * spam filters read.
 */
export type MailBlock =
  | { kind: "text"; text: string; link?: { label: string; url: string }; small?: boolean }
  | { kind: "button"; label: string; url: string }
  | { kind: "list"; items: { title: string; details: string; url: string }[] };

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function renderText(blocks: MailBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === "button") return `${block.label} :\n${block.url}`;
      if (block.kind === "list") return block.items.map((item) => `• ${item.title}\n  ${item.details}\n  ${item.url}`).join("\n\n");
      return block.link ? `${block.text}\n${block.link.url}` : block.text;
    })
    .join("\n\n");
}

const LINK_STYLE = "color:#1d4ed8";

function renderHtml(blocks: MailBlock[]): string {
  const body = blocks
    .map((block) => {
      if (block.kind === "button") {
        return `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#1d4ed8;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
      }
      if (block.kind === "list") {
        const items = block.items.map(
          (item) =>
            `<li style="margin-bottom:12px"><a href="${escapeHtml(item.url)}" style="${LINK_STYLE};font-weight:bold">${escapeHtml(item.title)}</a><br>${escapeHtml(item.details)}</li>`,
        );
        return `<ul style="padding-left:18px">${items.join("")}</ul>`;
      }
      const link = block.link ? ` <a href="${escapeHtml(block.link.url)}" style="${LINK_STYLE}">${escapeHtml(block.link.label)}</a>` : "";
      const style = block.small ? ' style="font-size:12px;color:#64748b"' : "";
      return `<p${style}>${escapeHtml(block.text).replace(/\n/g, "<br>")}${link}</p>`;
    })
    .join("\n");
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">\n${body}\n</body></html>`;
}

/** The two bodies of one e-mail. */
export function renderMailBodies(blocks: MailBlock[]): { text: string; html: string } {
  return { text: renderText(blocks), html: renderHtml(blocks) };
}
