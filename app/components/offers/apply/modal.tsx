import { useId } from "react";
import { X, type LucideIcon } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";

type ModalProps = {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** Where focus goes back on close; by default the element focused when the modal opened. */
  returnFocus?: HTMLElement | null;
  /** Hooks for tests and e2e selectors. */
  testId?: string;
};

/**
 * The shell of the apply, CV drop and alert dialogs: the site's dialog with a title and
 * «Fermer». Bottom sheet on phones, centred card from sm up.
 */
export function Modal({ title, onClose, children, returnFocus, testId }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      returnFocus={returnFocus}
      testId={testId}
      className="mb-0 mt-auto max-h-[100dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60 sm:m-auto sm:max-h-[90vh] sm:max-w-xl sm:rounded-2xl"
    >
      <div className="px-4 pb-6 pt-5 sm:px-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold text-brand-900 sm:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer"
            className="-mr-1 -mt-1 shrink-0 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </Dialog>
  );
}

type DoneProps = {
  icon: LucideIcon;
  message: string;
  /** What to do next: a link, a hint. */
  children?: React.ReactNode;
  /** Ends with «Terminer», which closes the dialog. */
  onFinish?: () => void;
};

/** What a dialog shows once its form was accepted: an icon, the message, then what to do next. */
export function ModalDone({ icon: Icon, message, children, onFinish }: DoneProps) {
  return (
    <div role="status" className="space-y-5 py-4 text-center">
      <Icon aria-hidden="true" className="mx-auto size-12 text-green-600" />
      <p className="text-lg font-semibold text-slate-900">{message}</p>
      {children}
      {onFinish && (
        <button type="button" onClick={onFinish} className={modalDoneActionClass}>
          Terminer
        </button>
      )}
    </div>
  );
}

type FormProps = {
  /** Names the form for assistive technologies and tests. */
  label: string;
  onSubmit: () => Promise<unknown>;
  children: React.ReactNode;
} & Pick<React.FormHTMLAttributes<HTMLFormElement>, "onDragOver" | "onDrop">;

/** A dialog's form: the site's own messages instead of the browser's, sent by its hook. */
export function ModalForm({ label, onSubmit, children, ...rest }: FormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      className="space-y-4"
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export const modalDoneActionClass = "inline-block rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900";
