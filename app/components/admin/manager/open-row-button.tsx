import type { ReactNode } from "react";

/**
 * The keyboard's way into a row's drawer: the row itself opens on click, and this button in
 * its first cell (or its name) takes the focus and opens it without the row's click running twice.
 */
export function OpenRowButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="text-left font-medium text-brand-700 hover:underline"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}
