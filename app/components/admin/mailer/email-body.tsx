/**
 * Stored HTML is our own template, but it quotes what visitors typed: it is shown as
 * untrusted all the same. sandbox="" gives the frame no scripts, no forms, no same origin
 * (so no cookie and no access to this page), and the policy below lets it fetch nothing
 * but inline styles and embedded images.
 */
const FRAME_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`;

/** An e-mail's body as sent: the HTML version in a sealed frame, then the text version. */
export function EmailBody({ html, text }: { html: string | null; text: string }) {
  return (
    <div className="space-y-3">
      {html && (
        <iframe
          title="Version HTML du message"
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={`${FRAME_POLICY}${html}`}
          className="h-96 w-full rounded-md border border-slate-200 bg-white"
        />
      )}
      <div>
        <h4 className="mb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">Version texte</h4>
        {/* Wrapped and at full length: the drawer scrolls, a box scrolling inside it would need its own keyboard stop. */}
        <pre className="rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</pre>
      </div>
    </div>
  );
}
