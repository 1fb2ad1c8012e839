import { Suspense } from "react";
import { inputClass } from "~/components/ui/field";
import type { FormFieldDef } from "~common/manager-meta";
import { ImageField, type ImageValue } from "./image-field";
import { GroupsField, ListField, ZipcodeContentsField } from "./list-fields";
import { RegistryPicker } from "./registry-picker";
import { fromLocalInput, TagsPicker, toLocalInput } from "./tags-picker";
import { ReferenceSelect } from "./reference-select";
import { lazyPart } from "~/lib/lazy-part";
import type { ControlProps } from "./control-props";
import { frenchDateTime } from "~common/format/date";

// TipTap is loaded only when a drawer shows a rich-text field: never by public pages, nor by
// the managers that have none.
const { LazyPart: RichTextEditor } = lazyPart(() => import("./rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

type Props = {
  field: FormFieldDef;
  control: ControlProps;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
};

/** The input a manager's form field type calls for; one place per type. */
export function FormControl(props: Props) {
  const { field, control, value, disabled, onChange } = props;
  switch (field.type) {
    case "boolean":
      return (
        <input {...control} type="checkbox" className="size-5" checked={Boolean(value)} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      );
    case "select":
      return <SelectControl {...props} />;
    case "richtext":
      return <RichTextControl {...props} />;
    case "image":
      return <ImageField control={control} kind={field.imageKind ?? "photo"} value={value as ImageValue} disabled={disabled} onChange={onChange} />;
    case "registry":
    case "registries":
      return (
        <RegistryPicker
          control={control}
          label={field.label}
          level={field.lookup?.level ?? 3}
          multiple={field.type === "registries"}
          value={value}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case "zipcodeContents":
      return <ZipcodeContentsField control={control} label={field.label} value={value} disabled={disabled} onChange={onChange} />;
    case "list":
      return (
        <ListField control={control} label={field.label} items={Array.isArray(value) ? (value as string[]) : []} disabled={disabled} onChange={onChange} />
      );
    case "groups":
      return <GroupsField control={control} label={field.label} value={value} disabled={disabled} onChange={onChange} />;
    case "reference":
      return <ReferenceSelect control={control} source={field.source ?? ""} value={value} disabled={disabled} onChange={onChange} />;
    case "tags":
      return <TagsPicker control={control} label={field.label} value={value} disabled={disabled} onChange={onChange} />;
    case "datetime":
      return <DateTimeControl {...props} />;
    case "textarea":
      return (
        <textarea {...control} rows={5} className={inputClass} value={String(value ?? "")} readOnly={disabled} onChange={(e) => onChange(e.target.value)} />
      );
    default:
      return (
        <input
          {...control}
          type={field.type === "number" ? "number" : field.type === "email" ? "email" : "text"}
          className={inputClass}
          value={String(value ?? "")}
          readOnly={disabled}
          onChange={(e) => onChange(field.type === "number" ? (e.target.value === "" ? null : Number(e.target.value)) : e.target.value)}
        />
      );
  }
}

/** The field's options; its value stays typed (a number stays a number), "" is no choice. */
function SelectControl({ field, control, value, disabled, onChange }: Props) {
  return (
    <select
      {...control}
      className={inputClass}
      value={String(value ?? field.default ?? "")}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === "" ? null : field.options?.find((o) => String(o.value) === e.target.value)?.value)}
    >
      {/* A select with a default offers no empty choice: left empty, it shows what the server will store. */}
      {field.default === undefined && <option value="">—</option>}
      {field.options?.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The rich-text editor, with a word while its code loads. */
function RichTextControl({ field, control, value, disabled, onChange }: Props) {
  return (
    <Suspense
      fallback={
        <p role="status" className={`${inputClass} min-h-40 text-slate-500`}>
          Chargement de l'éditeur…
        </p>
      }
    >
      <RichTextEditor control={control} label={field.label} value={value} disabled={disabled} onChange={onChange} />
    </Suspense>
  );
}

function DateTimeControl({ control, value, disabled, onChange }: Props) {
  // Read only, a moment is read as a sentence says it («28 nov. 2026 à 00:34», Paris time).
  if (disabled)
    return (
      <input
        {...control}
        type="text"
        readOnly
        className={inputClass}
        value={value instanceof Date || (typeof value === "string" && value) ? frenchDateTime(value) : ""}
      />
    );
  return (
    <input
      {...control}
      type="datetime-local"
      className={inputClass}
      value={toLocalInput(value)}
      readOnly={disabled}
      onChange={(e) => onChange(fromLocalInput(e.target.value))}
    />
  );
}
