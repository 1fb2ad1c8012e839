import { useId, useRef, useState, type RefObject } from "react";
import type { CandidateDetails } from "~common/candidates";
import { DrawerControls } from "../manager/drawer-controls";
import { CandidateEditForm, type LeaveGuard } from "./candidate-edit-form";
import { TabContent } from "./candidate-tabs";
import { useCandidateDetails, useDrawerFocus, useEditing, useLeaveGuard } from "./use-candidate-drawer";

// Spec 3 §2.3's eight tabs, and the record's «Historique» (decision 0065).
const TABS = ["CV", "Candidat", "Offre", "Carte", "Données", "Données Breezy", "Données Legacy", "Géo-Données", "Historique"] as const;

type Props = {
  candidateId: number;
  onNavigate: (step: 1 | -1) => void;
  onClose: () => void;
  /** Set by the drawer: the list asks it before opening another candidate (unsaved edits). */
  leaveRef?: RefObject<LeaveGuard | null>;
};

/** The candidate's drawer (spec 3 §2.3): header, eight vertical tabs and the history, next/previous wrapping. */
export function CandidateDrawer({ candidateId, onNavigate, onClose, leaveRef }: Props) {
  const { candidate, setCandidate, tab, pickTab } = useCandidateDetails(candidateId);
  const { editing, setEditing, editButton } = useEditing(candidateId);
  const { guard, leave } = useLeaveGuard(leaveRef);
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useDrawerFocus(panel, guard, onClose);
  const [promptSlot, setPromptSlot] = useState<HTMLDivElement | null>(null);

  return (
    <aside
      ref={panel}
      tabIndex={-1}
      role="dialog"
      aria-modal="false"
      aria-label={candidate?.name ?? "Candidat"}
      className="fixed inset-y-0 right-0 z-50 flex w-full max-w-3xl flex-col border-l border-slate-200 bg-white shadow-2xl"
    >
      <DrawerHeader candidate={candidate} onNavigate={(step) => leave(() => onNavigate(step))} onClose={() => leave(onClose)} />
      <div ref={setPromptSlot} />
      <div className="flex min-h-0 flex-1 flex-col sm:flex-row">
        <CandidateTabList id={id} tab={tab} onPick={pickTab} />
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto p-4">
          {!candidate ? (
            <p role="status">Chargement…</p>
          ) : (
            <>
              {/* Kept while another tab is shown (the CV, to compare): its edits stay. */}
              {editing && (
                <CandidateEditForm
                  candidate={candidate}
                  hidden={tab !== 1}
                  guard={guard}
                  promptSlot={promptSlot}
                  onCancel={() => setEditing(false)}
                  onSaved={(saved) => {
                    setCandidate(saved);
                    setEditing(false);
                  }}
                />
              )}
              {!(editing && tab === 1) && (
                <TabContent tab={tab} candidate={candidate} onChange={setCandidate} onEdit={() => setEditing(true)} editButton={editButton} />
              )}
            </>
          )}
        </div>
      </div>
    </aside>
  );
}

type HeaderProps = { candidate: CandidateDetails | null; onNavigate: (step: 1 | -1) => void; onClose: () => void };

/** The name, the CV to download, the record on Breezy, and previous, next and close. */
function DrawerHeader({ candidate, onNavigate, onClose }: HeaderProps) {
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
      <h2 className="mr-auto text-lg font-bold">{candidate?.name ?? candidate?.email ?? "Chargement…"}</h2>
      {candidate?.resumeUrl && (
        <a
          href={`${candidate.resumeUrl}?download=1`}
          target="_blank"
          rel="noopener"
          className="rounded-full bg-brand-700 px-3 py-1.5 text-sm font-bold text-white"
        >
          Télécharger le CV
        </a>
      )}
      {candidate?.breezyUrl && (
        <a href={candidate.breezyUrl} target="_blank" rel="noopener noreferrer" className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-bold">
          Voir sur Breezy
        </a>
      )}
      <DrawerControls onNavigate={onNavigate} onClose={onClose} what="Candidat" />
    </header>
  );
}

/** The vertical tabs: the arrows move from one to the next, wrapping round. */
function CandidateTabList({ id, tab, onPick }: { id: string; tab: number; onPick: (index: number) => void }) {
  return (
    <div
      role="tablist"
      aria-orientation="vertical"
      aria-label="Fiche du candidat"
      className="flex shrink-0 overflow-x-auto border-b border-slate-200 sm:w-40 sm:flex-col sm:border-r sm:border-b-0"
    >
      {TABS.map((label, index) => (
        <button
          key={label}
          type="button"
          role="tab"
          id={`${id}-tab-${index}`}
          aria-selected={tab === index}
          aria-controls={`${id}-panel`}
          tabIndex={tab === index ? 0 : -1}
          onClick={() => onPick(index)}
          onKeyDown={(e) => {
            const step = e.key === "ArrowDown" || e.key === "ArrowRight" ? 1 : e.key === "ArrowUp" || e.key === "ArrowLeft" ? -1 : 0;
            if (!step) return;
            e.preventDefault();
            const next = (index + step + TABS.length) % TABS.length;
            onPick(next);
            document.getElementById(`${id}-tab-${next}`)?.focus();
          }}
          className={`shrink-0 px-3 py-2 text-left text-sm whitespace-nowrap ${tab === index ? "bg-brand-50 font-bold text-brand-800" : "hover:bg-slate-50"}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
