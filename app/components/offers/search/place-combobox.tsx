import { inputClass } from "~/components/ui/field";
import type { PlaceSuggestion } from "~common/offer-search";
import { usePlaceCombobox } from "./use-place-combobox";

const KIND_TEXT: Record<PlaceSuggestion["kind"], string> = {
  commune: "Ville",
  arrondissement: "Arrondissement",
  department: "Département",
  region: "Région",
};

type Props = {
  id: string;
  text: string;
  /** Each letter typed (the field's own debounced sending). */
  onType: (text: string) => void;
  /** A place chosen in the list: sent at once. */
  onPick: (place: PlaceSuggestion) => void;
};

/**
 * The search bar's place field: an editable combobox with a list of places (WAI-ARIA 1.2
 * combobox pattern, «list autocomplete»). The focus stays in the field; the arrows move through
 * the list (aria-activedescendant), Enter takes the place shown, Escape closes the list. Before
 * the page's JS has loaded it is a plain text field of the GET form, and a place typed by hand
 * is still understood by the search.
 */
export function PlaceCombobox({ id, text, onType, onPick }: Props) {
  const { listboxId, options, expanded, activeIndex, optionId, pick, fieldEvents } = usePlaceCombobox(text, onType, onPick);
  return (
    <>
      <input
        id={id}
        type="text"
        name="location"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        maxLength={100}
        placeholder="Ex : Lyon, 69, Gironde"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        {...fieldEvents}
        className={`${inputClass} pl-10`}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Lieux proposés"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {expanded &&
          options.map((place, index) => (
            <PlaceOption key={`${place.kind}-${place.value}`} id={optionId(index)} place={place} active={index === activeIndex} onPick={pick} />
          ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? `${options.length} ${options.length > 1 ? "lieux proposés" : "lieu proposé"}` : ""}
      </p>
    </>
  );
}

/** One place of the list, its kind («Ville», «Département»…) on the right. */
function PlaceOption({ id, place, active, onPick }: { id: string; place: PlaceSuggestion; active: boolean; onPick: (place: PlaceSuggestion) => void }) {
  return (
    // The keyboard stays in the field (aria-activedescendant); a click or a tap picks here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keeps the focus in the field, so its blur does not close the list under the pointer.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(place)}
      className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${active ? "bg-brand-700 text-white" : "text-slate-900 hover:bg-brand-50"}`}
    >
      <span className="min-w-0 break-words">{place.label}</span>
      <span className={`shrink-0 text-xs ${active ? "text-white" : "text-slate-600"}`}>{KIND_TEXT[place.kind] ?? ""}</span>
    </li>
  );
}
