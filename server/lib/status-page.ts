/**
 * The plain French page the server answers itself when React Router cannot (an outage, a
 * refused address, too many renders, a failed render): no script, no style sheet, nothing
 * that could fail again.
 */
export function statusPage(title: string, message: string, { heading = title, homeLink = true } = {}): string {
  const home = homeLink ? `<p><a href="/">Retour à l'accueil</a></p>` : "";
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui;text-align:center;padding:4rem 1rem">
<h1>${heading}</h1><p>${message}</p>${home}</body></html>`;
}
