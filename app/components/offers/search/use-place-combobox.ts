import { useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import type { PlaceSuggestion } from "~common/offer-search";
import { usePlaceSuggestions } from "./use-place-suggestions";

/**
 * The place combobox's state: whether its list is open, which place is active, and the keys
 * that move through it (WAI-ARIA 1.2 combobox pattern). The focus never leaves the field.
 */
export function usePlaceCombobox(text: string, onType: (text: string) => void, onPick: (place: PlaceSuggestion) => void) {
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

  const close = () => {
    setOpen(false);
    setActiveValue(null);
  };

  const pick = (place: PlaceSuggestion) => {
    setTyped(false);
    close();
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
        close();
        return;
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(true);
    setOpen(true);
    setActiveValue(null);
    onType(event.target.value);
  };

  return { listboxId, options, expanded, activeIndex, optionId, pick, fieldEvents: { onChange, onKeyDown, onBlur: close } };
}
