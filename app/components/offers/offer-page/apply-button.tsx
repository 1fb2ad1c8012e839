import { Suspense, useRef, useState } from "react";
import { Send } from "lucide-react";
import { lazyPart } from "~/lib/lazy-part";

// The dialog (dropzone, captcha, consent) is fetched on the first click, or on a hover or
// focus that announces it, so it never weighs on the offer page's first load.
const { LazyPart: ApplyDialog, preload: loadApplyDialog } = lazyPart(() => import("~/components/offers/apply/apply-dialog"));

const prefetch = () => {
  loadApplyDialog().catch(() => {
    /* a failed prefetch is retried by the click itself */
  });
};

/** «Je postule»: opens the apply dialog and takes the focus back when it closes. */
export function ApplyButton({ offer, className = "" }: { offer: { id: number; name: string }; className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={`inline-flex items-center justify-center gap-2 rounded-full bg-accent px-6 py-3 font-bold text-white shadow-sm hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-hover ${className}`}
      >
        <Send aria-hidden="true" className="size-5" />
        Je postule
      </button>
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog offer={offer} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
