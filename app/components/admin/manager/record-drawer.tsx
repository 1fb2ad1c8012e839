import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Field } from "~/components/ui/field";
import { ApiError, apiFetch, errorsOnFields } from "~/lib/api";
import { useNotify } from "../notifications";
import type { ManagerMeta, Row } from "./types";
import { drawerExtensions } from "./drawer-extensions";
import { DrawerControls } from "./drawer-controls";
import { useUnsavedChanges } from "./unsaved-changes";
import { FormControl } from "./form-control";
import { DrawerTabs, tabId } from "./drawer-tabs";
import { RecordHistory } from "../history/record-history";
import { HISTORY_TAB, fieldTab, tabsWithHistory } from "../history/history-tab";
import type { ImageValue } from "./image-field";
import { IMAGE_MESSAGES } from "~common/images";
import { DrawerActionBar } from "./drawer-action-bar";
import { ErrorSummary } from "./error-summary";
import { ReadOnlyText } from "./read-only-text";

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

const emptyRecord = (meta: ManagerMeta) =>
  Object.fromEntries(
    meta.formFields.map((f) => [
      f.field,
      f.type === "boolean"
        ? false
        : ["list", "groups", "registries", "zipcodeContents"].includes(f.type)
          ? []
          : ["number", "select", "image", "registry"].includes(f.type)
            ? null
            : "",
    ]),
  );

/** «responsibilities.0.title» → «responsibilities»: a list's message shows on its field. */
/** Right-hand drawer to create or edit one record (spec 3 §2.5 and §4). */
export function RecordDrawer({ meta, recordId, onNavigate, onClose, onChanged, leaveRef }: Props) {
  const notify = useNotify();
  const base = `/api/admin/${meta.appLabel}/${meta.model}`;
  const creating = recordId === "new";
  const [values, setValues] = useState<Record<string, unknown>>(() => emptyRecord(meta));
  /** The record as last loaded or saved: what «unsaved» is measured against. */
  const [saved, setSaved] = useState<Record<string, unknown>>(() => emptyRecord(meta));
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The field to bring into view once the errors of a failed save are shown. */
  const focusError = useRef<string | null>(null);
  // «Historique» follows the manager's tabs once the record exists (decision 0065).
  const tabs = tabsWithHistory(meta.tabs, creating);
  const [pickedTab, setTab] = useState(tabs[0]?.label);
  const tab = tabs.some((t) => t.label === pickedTab) ? pickedTab : tabs[0]?.label;
  const [busy, setBusy] = useState(false);
  const editable = creating ? meta.permissions.add : meta.permissions.change && !meta.viewOnly;
  const Extension = drawerExtensions[`${meta.appLabel}/${meta.model}`];
  const imageField = meta.formFields.find((f) => f.type === "image")?.field;

  useEffect(() => {
    setErrors({});
    if (creating) {
      setValues(emptyRecord(meta));
      return setSaved(emptyRecord(meta));
    }
    const controller = new AbortController();
    apiFetch<Row>(`${base}/fetch/${recordId}`, { signal: controller.signal }).then(
      (record) => {
        setValues(record);
        setSaved(record);
      },
      () => {},
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a drawer reloads when its record changes; meta and base are fixed for a manager
  }, [recordId]);

  async function save() {
    setBusy(true);
    // The picture has its own call, made once the record exists (it needs the id).
    const { [imageField ?? ""]: image, ...fields } = values;
    let record: Row;
    try {
      record = await apiFetch<Row>(`${base}/save`, { body: creating ? { ...fields, id: undefined } : fields });
    } catch (error) {
      setBusy(false);
      notify(creating ? meta.notifications.createFailed : meta.notifications.updateFailed, "error");
      // Field messages on their fields; the rest (or the server's detail) on the title field.
      if (error instanceof ApiError) {
        const fieldErrors = errorsOnFields(
          error,
          meta.formFields.map((f) => f.field),
          meta.titleField,
        );
        focusError.current = meta.formFields.find((f) => fieldErrors[f.field])?.field ?? meta.titleField;
        setErrors(fieldErrors);
      }
      return;
    }
    // One notice once everything is stored: the record, then its picture.
    const done = creating ? meta.notifications.created : meta.notifications.updated;
    try {
      if (imageField) await savePicture(base, record.id, image as ImageValue, saved[imageField]);
    } catch (error) {
      setBusy(false);
      onChanged();
      notify(done);
      notify(IMAGE_MESSAGES.saveFailed, "error");
      const detail = error instanceof ApiError ? error.detail : IMAGE_MESSAGES.saveFailed;
      // A new record exists now: the drawer closes (saving again would create it twice); an edited one stays open on the picture.
      if (creating) return onClose();
      setSaved({ ...values, [imageField!]: saved[imageField!] });
      focusError.current = imageField!;
      return setErrors({ [imageField!]: detail });
    }
    notify(done);
    setBusy(false);
    setSaved(values);
    onChanged();
    onClose();
  }

  async function remove() {
    setBusy(true);
    try {
      await apiFetch(`${base}/delete/${recordId}`, { method: "DELETE" });
      notify(meta.notifications.deleted);
      onChanged();
      onClose();
    } catch {
      notify(meta.notifications.deleteFailed, "error");
    } finally {
      setBusy(false);
    }
  }

  // An emptied field ("") is no change from an empty one (null).
  const comparable = (record: Record<string, unknown>) => JSON.stringify(record, (_, value: unknown) => (value === "" ? null : value));
  const dirty = editable && comparable(values) !== comparable(saved);
  const { leave, prompt } = useUnsavedChanges(dirty);
  if (leaveRef) leaveRef.current = leave;
  useEffect(
    () => () => {
      if (leaveRef) leaveRef.current = null;
    },
    [leaveRef],
  );

  // Escape leaves, Ctrl/Cmd+S saves (what a daily user of a back-office expects).
  const keys = useRef({ leave, save, onClose, editable });
  keys.current = { leave, save, onClose, editable };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { leave, save, onClose, editable } = keys.current;
      if (event.key === "Escape") leave(onClose);
      else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        if (editable) void save();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // After a failed save, the first field in error comes into view with the focus (on its tab);
  // the summary's links do the same for the others.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const field = meta.formFields.find((f) => f.field === focusError.current);
    if (!field) return;
    if (tab !== undefined && fieldTab(field) !== tab) return setTab(fieldTab(field));
    focusError.current = null;
    const invalid = form.current?.querySelector<HTMLElement>(`[data-field="${field.field}"] [aria-invalid="true"]`);
    invalid?.scrollIntoView({ block: "center" });
    invalid?.focus();
  }, [errors, tab, meta.formFields, focusRequest]);
  const inError = meta.formFields.filter((f) => errors[f.field]).map(({ field, label }) => ({ field, label }));

  const title = typeof saved[meta.titleField] === "string" && saved[meta.titleField] ? String(saved[meta.titleField]) : `${meta.name} n° ${recordId}`;
  // A tab with no field of its own (the report, until reports exist) says why it is empty.
  const emptyTab = meta.formFields.some((f) => f.tab === tab) ? undefined : meta.tabs.find((t) => t.label === tab)?.empty;
  const set = (field: string, value: unknown) => setValues((current) => ({ ...current, [field]: value }));
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
          <ErrorSummary
            fields={inError}
            onPick={(field) => {
              focusError.current = field;
              setFocusRequest((n) => n + 1);
            }}
          />
          {meta.formFields.map((field) => (
            // Fields of other tabs stay mounted (their edits are kept), just hidden.
            <div key={field.field} data-field={field.field} hidden={tab !== undefined && fieldTab(field) !== tab}>
              <Field label={field.label} required={field.required} error={errors[field.field]}>
                {(control) =>
                  (!editable || field.readOnly) && (field.type === "text" || field.type === "email") ? (
                    <ReadOnlyText control={control} value={values[field.field]} />
                  ) : (
                    <FormControl
                      field={field}
                      control={control}
                      value={values[field.field]}
                      disabled={!editable || Boolean(field.readOnly)}
                      onChange={(value) => set(field.field, value)}
                    />
                  )
                }
              </Field>
            </div>
          ))}
          {emptyTab && <p className="text-slate-600">{emptyTab}</p>}
        </form>
        {tab === HISTORY_TAB ? (
          <div role="tabpanel" aria-labelledby={tabId(HISTORY_TAB)} className="p-4">
            <RecordHistory path={`${meta.appLabel}/${meta.model}/${recordId}`} />
          </div>
        ) : (
          !creating && Extension && <Extension recordId={recordId} record={saved} onChanged={onChanged} />
        )}
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
                impactUrl: `${base}/delete_impact/${recordId}`,
                onConfirm: () => void remove(),
              }
            : undefined
        }
      />
    </aside>
  );
}

/** Sends a chosen picture, or takes the stored one off when it was removed; nothing otherwise. */
async function savePicture(base: string, id: number, image: ImageValue, stored: unknown) {
  if (image instanceof File) {
    const form = new FormData();
    form.set("uploadedFile", image);
    await apiFetch(`${base}/image/${id}`, { body: form });
  } else if (image === null && stored) {
    await apiFetch(`${base}/image/${id}`, { method: "DELETE" });
  }
}
