// Texts staff format in the back-office are stored as HTML sanitized on every save
// (server/lib/html.ts: p, br, h2-h4, strong/b, em/i, u, lists, quotes, links). Tailwind's reset
// strips those tags' look; it is given back here for exactly them, scoped to this element.
// The page around sets the size and colour of the text.
const STRUCTURE = [
  "break-words",
  "[&_p]:mt-4 [&_li>p]:mt-0 [&>:first-child]:mt-0",
  "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold",
  "[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold",
  "[&_h4]:mt-4 [&_h4]:font-bold",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li_ul]:mt-1.5 [&_li_ol]:mt-1.5",
  "[&_strong]:font-semibold [&_b]:font-semibold [&_u]:underline",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_a]:font-semibold [&_a]:underline",
].join(" ");

const TONES = {
  light:
    "[&_h2]:text-brand-900 [&_h3]:text-brand-900 [&_h4]:text-brand-900 [&_strong]:text-slate-900 [&_blockquote]:border-accent [&_a]:text-brand-700 [&_a:hover]:text-brand-900",
  // On the dark gradient of a page header.
  dark: "[&_blockquote]:border-accent-light [&_a]:text-white [&_a:hover]:text-brand-100",
};

/** The look of rich text, for the public pages and the back-office's editor alike. */
export const richTextClass = (tone: keyof typeof TONES = "light") => `${STRUCTURE} ${TONES[tone]}`;

type RichTextProps = {
  /** Sanitized HTML as stored; never HTML that did not go through a save. */
  html: string;
  className?: string;
  tone?: keyof typeof TONES;
  id?: string;
  hidden?: boolean;
};

/** Stored rich text, rendered as the elements its author formatted. */
export function RichText({ html, className = "", tone = "light", id, hidden }: RichTextProps) {
  return <div id={id} hidden={hidden} className={`${richTextClass(tone)} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
