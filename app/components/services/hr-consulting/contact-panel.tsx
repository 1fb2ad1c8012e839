import { useEffect, useId, useRef, useState } from "react";
import { ChevronUp, Mail, MessageCircle, Phone } from "lucide-react";
import { phoneHref } from "~common/brand";
import { hasRole } from "~common/roles";
import { useRootData } from "~/lib/root-data";

/** Spec 1 §9: the panel shows once the visitor has scrolled past 1900 px. */
export const CONTACT_PANEL_SCROLL_THRESHOLD = 1900;

/**
 * A floating «Nous contacter» panel for readers deep in the page: the phone line and the
 * e-mail without scrolling back to the form. Rendered in the browser only (scroll position
 * is unknown on the server), which also keeps it out of the crawlers' copy of the page.
 */
export function ContactPanel() {
  const { brand, user } = useRootData();
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > CONTACT_PANEL_SCROLL_THRESHOLD);
    // A reload restores the scroll position: check once before any scroll event.
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  // Staff see the admin dial in the bottom-right corner: sit above it.
  const corner = hasRole(user, "staff") ? "bottom-24" : "bottom-4";
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the panel closes it
    <aside
      aria-label="Contact rapide"
      className={`fixed right-4 z-40 w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-slate-200 ${corner}`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full items-center justify-between gap-2 bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-600"
      >
        <span className="flex items-center gap-2">
          <MessageCircle aria-hidden="true" className="size-5" />
          Nous contacter
        </span>
        <ChevronUp aria-hidden="true" className={`size-5 transition-transform ${open ? "" : "rotate-180"}`} />
      </button>
      <div id={contentId} hidden={!open} className="space-y-3 p-5">
        <p className="text-sm text-slate-600">Un consultant vous répond du lundi au vendredi.</p>
        <a href={phoneHref(brand.phone)} className="flex items-center gap-3 font-semibold text-brand-700 hover:underline">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-accent" />
          {brand.phone}
        </a>
        <a href={`mailto:${brand.email}`} className="flex items-center gap-3 break-all font-semibold text-brand-700 hover:underline">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-accent" />
          {brand.email}
        </a>
      </div>
    </aside>
  );
}
