import { useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { ApiError, apiFetch } from "~/lib/api";
import { type CandidateDetails, type CandidateNote, type MonthYear } from "~common/candidates";
import { useNotify } from "../notifications";
import { DrawerControls } from "../manager/drawer-controls";
import { CandidateEditForm, type LeaveGuard } from "./candidate-edit-form";
import { CandidateReread } from "./candidate-reread";
import { CompanyLogo } from "./company-logo";
import { LeafletMap } from "./leaflet-map";
import { ResumeTab } from "./resume-tab";
import { BreezyTab } from "./breezy-tab";
import { frenchDateTime, frenchShortDate } from "~common/format/date";
import { CANDIDATE_HISTORY_MODEL } from "~common/history";
import { RecordHistory } from "../history/record-history";

// Spec 3 §2.3's eight tabs, and the record's «Historique» (decision 0065).
const TABS = ["CV", "Candidat", "Offre", "Carte", "Données", "Données Breezy", "Données Legacy", "Géo-Données", "Historique"] as const;

type Props = {
  candidateId: number;
  onNavigate: (step: 1 | -1) => void;
  onClose: () => void;
  /** Set by the drawer: the list asks it before opening another candidate (unsaved edits). */
  leaveRef?: RefObject<LeaveGuard | null>;
};

const monthYear = (d: MonthYear | null) => (d ? `${d.month ? `${String(d.month).padStart(2, "0")}/` : ""}${d.year}` : "aujourd'hui");

/** The candidate's drawer (spec 3 §2.3): header, eight vertical tabs and the history, next/previous wrapping. */
export function CandidateDrawer({ candidateId, onNavigate, onClose, leaveRef }: Props) {
  const [candidate, setCandidate] = useState<CandidateDetails | null>(null);
  const [tab, setTab] = useState(0);
  // A tab staff picked while the record was loading stays picked: the default must not undo it.
  const picked = useRef(false);
  const pickTab = (index: number) => {
    picked.current = true;
    setTab(index);
  };
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // While «Modifier» has unsaved edits, closing or moving to another candidate asks first.
  const guard = useRef<LeaveGuard | null>(null);
  const leave = (action: () => void) => (guard.current ? guard.current(action) : action());
  if (leaveRef) leaveRef.current = leave;
  const [promptSlot, setPromptSlot] = useState<HTMLDivElement | null>(null);
  // Back from the form (saved or cancelled), the focus returns to «Modifier».
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // Keyboard users land in the drawer, close it with Escape and go back to the row that opened it.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // Escape in a dialog over the drawer («Relire le CV») closes that dialog only.
      if (event.key !== "Escape" || (event.target instanceof Element && event.target.closest("dialog"))) return;
      if (guard.current) guard.current(() => close.current());
      else close.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setCandidate(null);
    setEditing(false);
    picked.current = false;
    apiFetch<CandidateDetails>(`/api/jobs/candidates/${candidateId}/details`, { signal: controller.signal }).then(
      (details) => {
        setCandidate(details);
        // Tab «Candidat» once a work history is known, else the CV itself.
        if (!picked.current) setTab(details.workHistory.length > 0 ? 1 : 0);
      },
      () => {},
    );
    return () => controller.abort();
  }, [candidateId]);

  return (
    <aside
      ref={panel}
      tabIndex={-1}
      role="dialog"
      aria-modal="false"
      aria-label={candidate?.name ?? "Candidat"}
      className="fixed inset-y-0 right-0 z-50 flex w-full max-w-3xl flex-col border-l border-slate-200 bg-white shadow-2xl"
    >
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
          <a
            href={candidate.breezyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-bold"
          >
            Voir sur Breezy
          </a>
        )}
        <DrawerControls onNavigate={(step) => leave(() => onNavigate(step))} onClose={() => leave(onClose)} what="Candidat" />
      </header>
      <div ref={setPromptSlot} />
      <div className="flex min-h-0 flex-1 flex-col sm:flex-row">
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
              onClick={() => pickTab(index)}
              onKeyDown={(e) => {
                const step = e.key === "ArrowDown" || e.key === "ArrowRight" ? 1 : e.key === "ArrowUp" || e.key === "ArrowLeft" ? -1 : 0;
                if (!step) return;
                e.preventDefault();
                const next = (index + step + TABS.length) % TABS.length;
                pickTab(next);
                document.getElementById(`${id}-tab-${next}`)?.focus();
              }}
              className={`shrink-0 px-3 py-2 text-left text-sm whitespace-nowrap ${tab === index ? "bg-brand-50 font-bold text-brand-800" : "hover:bg-slate-50"}`}
            >
              {label}
            </button>
          ))}
        </div>
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

type TabProps = {
  tab: number;
  candidate: CandidateDetails;
  onChange: (candidate: CandidateDetails) => void;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
};

function TabContent({ tab, candidate, onChange, onEdit, editButton }: TabProps) {
  switch (tab) {
    case 0:
      return <ResumeTab candidate={candidate} />;
    case 1:
      return <ProfileTab candidate={candidate} onChange={onChange} onEdit={onEdit} editButton={editButton} />;
    case 2:
      return <OfferTab candidate={candidate} />;
    case 3:
      return <MapTab candidate={candidate} />;
    case 4:
      return (
        <Facts
          rows={[
            ["Code postal", candidate.zipcode],
            ["Adresse", candidate.address],
            ["Téléphone", candidate.phoneNumber],
            ["E-mail", candidate.email],
          ]}
        />
      );
    case 5:
      return <BreezyTab candidate={candidate} />;
    case 6:
      return <p>{candidate.legacyData ? JSON.stringify(candidate.legacyData) : "Aucune donnée legacy"}</p>;
    case 8:
      return <RecordHistory path={`${CANDIDATE_HISTORY_MODEL}/${candidate.id}`} />;
    default:
      return (
        <div className="space-y-4">
          <Facts
            rows={[
              ["Code postal", candidate.zipcode],
              ["Adresse", candidate.address],
              ["Commune", candidate.landRegistry ? `${candidate.landRegistry.label} (INSEE ${candidate.landRegistry.code})` : null],
              ["Position", candidate.location ? `${candidate.location.latitude}, ${candidate.location.longitude}` : null],
            ]}
          />
          <section>
            <h3 className="mb-2 font-bold">Données du géocodeur</h3>
            {candidate.nominatimData ? (
              <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(candidate.nominatimData, null, 2)}</pre>
            ) : (
              <p className="text-sm text-slate-600">Adresse non géocodée : le candidat est placé au centre de sa commune.</p>
            )}
          </section>
        </div>
      );
  }
}

function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="min-w-0 wrap-anywhere">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileTab({ candidate, onChange, onEdit, editButton }: Omit<TabProps, "tab">) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <img src={candidate.avatarUrl} alt="" width={56} height={56} className="rounded-full" />
        <div className="mr-auto min-w-0">
          <p className="font-bold [overflow-wrap:anywhere]">{candidate.name ?? candidate.email}</p>
          <p className="text-slate-700">{candidate.header}</p>
        </div>
        <button ref={editButton} type="button" onClick={onEdit} className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-bold">
          Modifier
        </button>
        {candidate.resumeUrl && <CandidateReread candidate={candidate} onChange={onChange} />}
      </div>
      <Facts
        rows={[
          ["Téléphone", candidate.phoneNumber],
          ["E-mail", candidate.email],
          ["Adresse", candidate.address],
        ]}
      />
      <section>
        <h3 className="mb-2 font-bold">Experiences</h3>
        {candidate.workHistory.length === 0 && <p className="text-sm text-slate-600">Aucune expérience lue dans le CV.</p>}
        <ul className="space-y-2">
          {candidate.workHistory.map((w, i) => (
            <li key={i} className="flex gap-3 text-sm">
              {w.companyName && <CompanyLogo name={w.companyName} />}
              <div className="min-w-0">
                <span className="font-semibold">{w.title}</span>
                {w.companyName && <> — {w.companyName}</>}
                {w.place && <>, {w.place}</>}
                <span className="block text-slate-600">
                  {monthYear(w.startDate)} – {monthYear(w.endDate)}
                </span>
                {w.summary && <span className="block">{w.summary}</span>}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="mb-2 font-bold">Formations</h3>
        {candidate.education.length === 0 && <p className="text-sm text-slate-600">Aucune formation lue dans le CV.</p>}
        <ul className="space-y-1 text-sm">
          {candidate.education.map((e, i) => (
            <li key={i}>
              {/* «BTS» and «Support à l'action managériale» read as one degree. */}
              <span className="font-semibold">{[e.degree, e.field].filter(Boolean).join(" ")}</span>
              {e.schoolName && <> — {e.schoolName}</>}{" "}
              {e.endYear && <span className="text-slate-600">({[e.startYear, e.endYear].filter(Boolean).join(" – ")})</span>}
            </li>
          ))}
        </ul>
      </section>
      <Facts
        rows={[
          ["Compétences", candidate.skills.join(", ")],
          ["Langues", candidate.languages.join(", ")],
        ]}
      />
      <section>
        <h3 className="mb-2 font-bold">Candidatures</h3>
        <ul className="space-y-1 text-sm">
          {candidate.applications.map((a) => (
            <li key={a.id}>
              {frenchShortDate(a.createdAt)} —{" "}
              {a.offer ? (
                <a href={a.offer.href} className="text-brand-700 underline">
                  {a.offer.name}
                </a>
              ) : (
                "Dépôt de CV (vivier)"
              )}
            </li>
          ))}
        </ul>
      </section>
      <Notes candidateId={candidate.id} notes={candidate.notes} onNotes={(notes) => onChange({ ...candidate, notes })} />
    </div>
  );
}

function Notes({ candidateId, notes, onNotes }: { candidateId: number; notes: CandidateNote[]; onNotes: (notes: CandidateNote[]) => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  async function add() {
    try {
      onNotes(await apiFetch<CandidateNote[]>(`/api/jobs/candidates/${candidateId}/notes`, { body: { text } }));
      setText("");
      setError(undefined);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : "La note n'a pas été enregistrée");
    }
  }
  return (
    <section>
      <h3 className="mb-2 font-bold">Notes des recruteurs</h3>
      <ul className="mb-3 space-y-2 text-sm">
        {notes.map((n) => (
          <li key={n.id} className="rounded bg-slate-50 p-2">
            <span className="block text-xs text-slate-600">
              {n.author ?? "Compte supprimé"}, le {frenchDateTime(n.createdAt)}
            </span>
            {n.text}
          </li>
        ))}
      </ul>
      <Field label="Nouvelle note" error={error}>
        {(control) => <textarea {...control} rows={3} maxLength={2000} className={inputClass} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <button
        type="button"
        disabled={!text.trim()}
        onClick={() => void add()}
        className="mt-2 rounded-full bg-slate-800 px-4 py-2 text-sm font-bold text-white disabled:opacity-40"
      >
        Ajouter la note
      </button>
    </section>
  );
}

function OfferTab({ candidate }: { candidate: CandidateDetails }) {
  const notify = useNotify();
  const offer = candidate.position;
  if (!offer) return <p>Dépôt de CV sans offre (vivier).</p>;
  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(new URL(offer!.href, window.location.origin).toString());
      notify("URL actuelle copiée avec succès !");
    } catch {
      notify("Échec de la copie de l'URL actuelle.", "error");
    }
  }
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold">{offer.name}</h3>
      <Facts
        rows={[
          ["Ville", offer.city],
          ["Salaire", offer.salary],
          ["Contrat", offer.contract],
          ["Recruteur", offer.recruiterName],
        ]}
      />
      <button type="button" onClick={() => void copyUrl()} className="rounded-full border border-slate-300 px-4 py-2 text-sm font-bold">
        Copier l'adresse de l'offre
      </button>
      {/* Sanitized on save with the site's one allow-list (server/lib/html.ts). */}
      <div className="prose prose-sm max-w-none" dangerouslySetInnerHTML={{ __html: offer.description }} />
    </div>
  );
}

/** Centred on the candidate, else on the offer, zoom 10 (spec 3 §2.3); «Pas d'adresse» without either. */
function MapTab({ candidate }: { candidate: CandidateDetails }) {
  const { location, position } = candidate;
  const point = location ?? (position?.latitude != null && position.longitude != null ? { latitude: position.latitude, longitude: position.longitude } : null);
  const [latitude, longitude] = point ? [point.latitude, point.longitude] : [null, null];
  const title = candidate.name ?? candidate.email;
  const view = useMemo(
    () => (latitude == null || longitude == null ? null : { centre: { latitude, longitude, zoom: 10 }, markers: [{ latitude, longitude, title, people: [] }] }),
    [latitude, longitude, title],
  );
  if (!view) return <p>Pas d'adresse</p>;
  return <LeafletMap label="Carte" markers={view.markers} centre={view.centre} className="h-96" />;
}
