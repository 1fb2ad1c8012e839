import { useId, useRef, useState, type RefObject } from "react";
import type { ManagerMeta } from "./types";
import { drawerExtensions } from "./drawer-extensions";
import { DrawerControls } from "./drawer-controls";
import { DrawerTabs, tabId } from "./drawer-tabs";
import { RecordHistory } from "../history/record-history";
import { HISTORY_TAB, fieldTab, tabsWithHistory } from "../history/history-tab";
import { DrawerActionBar } from "./drawer-action-bar";
import { ErrorSummary } from "./error-summary";
import { DrawerField } from "./drawer-field";
import { useRecordEditing } from "./use-record-editing";
import { useDrawerKeys, useDrawerLeave } from "./use-drawer-keys";
import { useErrorFocus } from "./use-error-focus";
import { managerParam } from "./manager-records";

type Props = {
  meta: ManagerMeta;
  /** The record shown, or "new" for the add form. */
  recordId: number | "new";
  onNavigate: (step: 1 | -1) => void;
  onClose: () => void;
  onChanged: () => void;
  /** Set by the drawer: the list asks it before opening another row (unsaved edits). */
  leaveRef?: RefObject<((action: () => void) => void) | null>;
};

/** Right-hand drawer to create or edit one record (spec 3 §2.5 and §4). */
export function RecordDrawer({ meta, recordId, onNavigate, onClose, onChanged, leaveRef }: Props) {
  const creating = recordId === "new";
  const { values, setValues, saved, errors, busy, focusError, save, remove } = useRecordEditing({ meta, recordId, onChanged, onClose });
  const form = useRef<HTMLFormElement>(null);
  // «Historique» follows the manager's tabs once the record exists (decision 0065).
  const tabs = tabsWithHistory(meta.tabs, creating);
  const [pickedTab, setTab] = useState(tabs[0]?.label);
  const tab = tabs.some((t) => t.label === pickedTab) ? pickedTab : tabs[0]?.label;
  const editable = creating ? meta.permissions.add : meta.permissions.change && !meta.viewOnly;

  // An emptied field ("") is no change from an empty one (null).
  const comparable = (record: Record<string, unknown>) => JSON.stringify(record, (_, value: unknown) => (value === "" ? null : value));
  const { leave, prompt } = useDrawerLeave(editable && comparable(values) !== comparable(saved), leaveRef);
  useDrawerKeys({ leave, save, onClose, editable });
  const focusField = useErrorFocus({ meta, form, errors, focusError, tab, setTab });
  const inError = meta.formFields.filter((f) => errors[f.field]).map(({ field, label }) => ({ field, label }));

  const title = typeof saved[meta.titleField] === "string" && saved[meta.titleField] ? String(saved[meta.titleField]) : `${meta.name} n° ${recordId}`;
  // A tab with no field of its own (the report, until reports exist) says why it is empty.
  const emptyTab = meta.formFields.some((f) => f.tab === tab) ? undefined : meta.tabs.find((t) => t.label === tab)?.empty;
  const formId = useId();
  const deletable = !creating && meta.permissions.delete && !meta.viewOnly && !meta.undeletableIds.includes(recordId);
  return (
    <aside
      role="dialog"
      aria-modal="false"
      aria-label={creating ? `Ajouter : ${meta.name}` : `Modifier : ${meta.name}`}
      className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-center gap-1 border-b border-slate-200 p-3">
        <h2 className="mr-auto min-w-0 font-bold [overflow-wrap:anywhere]">{creating ? `Ajouter : ${meta.name}` : title}</h2>
        <DrawerControls onNavigate={creating ? undefined : (step) => leave(() => onNavigate(step))} onClose={() => leave(onClose)} />
      </header>
      {prompt}
      {tab !== undefined && <DrawerTabs tabs={tabs} active={tab} onSelect={setTab} />}
      {/* The form and the drawer's extension scroll together above the action bar, which never covers them. */}
      <div className="min-h-0 flex-1 overflow-y-auto">
        <form
          ref={form}
          id={formId}
          {...(tab !== undefined && { role: "tabpanel", "aria-labelledby": tabId(tab) })}
          className="space-y-4 p-4"
          hidden={tab === HISTORY_TAB}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ErrorSummary fields={inError} onPick={focusField} />
          {meta.formFields.map((field) => (
            <DrawerField
              key={field.field}
              field={field}
              value={values[field.field]}
              error={errors[field.field]}
              editable={editable}
              hidden={tab !== undefined && fieldTab(field) !== tab}
              onChange={(value) => setValues((current) => ({ ...current, [field.field]: value }))}
            />
          ))}
          {emptyTab && <p className="text-slate-600">{emptyTab}</p>}
        </form>
        {!creating && <RecordSupplement meta={meta} recordId={recordId} record={saved} history={tab === HISTORY_TAB} onChanged={onChanged} />}
      </div>
      <DrawerActionBar
        key={recordId}
        formId={formId}
        saveLabel={editable ? (creating ? "Créer" : "Enregistrer") : undefined}
        busy={busy}
        onCancel={() => leave(onClose)}
        deletion={
          deletable
            ? {
                question: <>Supprimer définitivement «&nbsp;{title}&nbsp;»&nbsp;?</>,
                impactOf: { ...managerParam(meta), id: recordId },
                onConfirm: () => void remove(),
              }
            : undefined
        }
      />
    </aside>
  );
}

type SupplementProps = { meta: ManagerMeta; recordId: number; record: Record<string, unknown>; history: boolean; onChanged: () => void };

/** Under an existing record's form: its history on that tab, otherwise what the manager adds (an offer's applications). */
function RecordSupplement({ meta, recordId, record, history, onChanged }: SupplementProps) {
  const Extension = drawerExtensions[`${meta.appLabel}/${meta.model}`];
  if (history)
    return (
      <div role="tabpanel" aria-labelledby={tabId(HISTORY_TAB)} className="p-4">
        <RecordHistory path={`${meta.appLabel}/${meta.model}/${recordId}`} />
      </div>
    );
  return Extension ? <Extension recordId={recordId} record={record} onChanged={onChanged} /> : null;
}
