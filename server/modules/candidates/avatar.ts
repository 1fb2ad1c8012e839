import { createHash } from "node:crypto";

/** The hash spec 3 §3 derives the avatar from: SHA-256 of the trimmed, lower-cased e-mail. */
export const emailHash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * Drawn here from the hash (decision 0020), not fetched from Gravatar: staff browsers never
 * send a candidate's e-mail hash to a third party, and the route reads no database.
 */
export const avatarUrl = (email: string) => `/api/jobs/avatars/${emailHash(email)}.svg`;

/** A 5×5 symmetric identicon: colour and cells from the hash, the same picture for the same e-mail. */
export function identiconSvg(hash: string): string {
  const hue = parseInt(hash.slice(0, 3), 16) % 360;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      if (parseInt(hash[3 + row * 3 + column]!, 16) % 2 === 0) continue;
      for (const x of new Set([column, 4 - column])) cells.push(`<rect x="${x + 1}" y="${row + 1}" width="1" height="1"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" width="64" height="64"><rect width="7" height="7" fill="hsl(${hue} 30% 94%)"/><g fill="hsl(${hue} 55% 40%)">${cells.join("")}</g></svg>`;
}
