// Descriptions come from staff and the applicant-tracking system as HTML, sanitized on every
// save (server/lib/html.ts: paragraphs, lists, h2-h4, quotes, links). Tailwind's reset strips
// their look, so it is given back here for exactly those tags.
const PROSE = [
  "text-lg leading-relaxed text-slate-700",
  "[&_p]:mt-4 [&_p:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900",
  "[&_h4]:mt-6 [&_h4]:font-bold [&_h4]:text-brand-900",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li_ul]:mt-1.5 [&_li_ol]:mt-1.5",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900",
  "break-words",
].join(" ");

/** The offer's description, as its author formatted it. */
export function OfferDescription({ html }: { html: string }) {
  return (
    <section aria-labelledby="offre-description">
      <h2 id="offre-description" className="text-2xl font-bold text-brand-900">
        Le poste
      </h2>
      {/* Sanitized on save by the offers service: the one write path for descriptions. */}
      <div className={`mt-6 ${PROSE}`} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
