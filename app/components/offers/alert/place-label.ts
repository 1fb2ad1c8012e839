import { createContext, useContext } from "react";

/** The loaded search's location in words («Gironde (33)»), as the alert e-mails will name it. */
export type PlaceLabel = { location: string; label: string } | null;

export const PlaceLabelContext = createContext<PlaceLabel>(null);

/** The label of this location when the page loaded it; null while another one is loading. */
export function usePlaceLabel(location: string): string | null {
  const place = useContext(PlaceLabelContext);
  return place && place.location === location ? place.label : null;
}
