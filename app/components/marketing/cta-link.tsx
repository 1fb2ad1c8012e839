import type { ReactNode } from "react";

type CtaLinkProps = {
  href: string;
  /** Outlined in white rather than filled in the accent colour. */
  outline?: boolean;
  /** Layout classes where the link sits in a list (width, alignment of an icon). */
  className?: string;
  children: ReactNode;
};

/** A pill-shaped call to action on a dark band: the main one filled in the accent colour, the others outlined in white. */
export function CtaLink({ href, outline = false, className, children }: CtaLinkProps) {
  const look = outline
    ? "rounded-full border-2 border-white px-6 py-3 font-bold hover:bg-white hover:text-brand-900"
    : "rounded-full bg-accent px-6 py-3 font-bold hover:bg-accent-hover";
  return (
    <a href={href} className={className ? `${className} ${look}` : look}>
      {children}
    </a>
  );
}
