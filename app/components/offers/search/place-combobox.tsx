import { useId, useState, type KeyboardEvent } from "react";
import { inputClass } from "~/components/ui/field";
import type { PlaceSuggestion } from "~common/offer-search";
import { usePlaceSuggestions } from "./use-place-suggestions";

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
  const listboxId = useId();
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  // The active option by its value, so a new list without it simply has none active.
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const { suggestions } = usePlaceSuggestions(text, typed);
  const options = suggestions ?? [];
  const expanded = open && options.length > 0;
  const activeIndex = expanded ? options.findIndex((option) => option.value === activeValue) : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const pick = (place: PlaceSuggestion) => {
    setTyped(false);
    setOpen(false);
    setActiveValue(null);
    onPick(place);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    const from = expanded ? activeIndex : -1;
    const next = from < 0 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length;
    setActiveValue(options[next].value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        if (options.length === 0) return;
        event.preventDefault();
        // Alt+↓ only opens the list (the pattern's shortcut).
        if (event.altKey) setOpen(true);
        else move(1);
        return;
      case "ArrowUp":
        if (options.length === 0) return;
        event.preventDefault();
        move(-1);
        return;
      case "Enter":
        // Without an active place, Enter sends the search as it is typed.
        if (activeIndex < 0) return;
        event.preventDefault();
        pick(options[activeIndex]);
        return;
      case "Escape":
        if (!expanded) return;
        event.preventDefault();
        setOpen(false);
        setActiveValue(null);
        return;
    }
  };

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
        onChange={(event) => {
          setTyped(true);
          setOpen(true);
          setActiveValue(null);
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActiveValue(null);
        }}
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
            // The keyboard stays in the field (aria-activedescendant); a click or a tap picks here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${place.kind}-${place.value}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the field, so its blur does not close the list under the pointer.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${index === activeIndex ? "bg-brand-700 text-white" : "text-slate-900 hover:bg-brand-50"}`}
            >
              <span className="min-w-0 break-words">{place.label}</span>
              <span className={`shrink-0 text-xs ${index === activeIndex ? "text-white" : "text-slate-600"}`}>{KIND_TEXT[place.kind] ?? ""}</span>
            </li>
          ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? `${options.length} ${options.length > 1 ? "lieux proposés" : "lieu proposé"}` : ""}
      </p>
    </>
  );
}
