import { createContext, useContext, useEffect, useRef, useState } from "react";
import type { Map as LeafletMapInstance, FeatureGroup } from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapTiles } from "~common/maps";

/** A place on the map; its candidates are listed in the marker's popup, each opening its drawer. */
export type MapMarker = { latitude: number; longitude: number; title: string; people: { id: number; label: string }[] };

const MapTilesContext = createContext<MapTiles | null>(null);
/** The tile server of the page (the CVthèque's loader reads it from the configuration). */
export const MapTilesProvider = MapTilesContext.Provider;

type Props = {
  markers: MapMarker[];
  /** A fixed view (the drawer's Carte tab); without it the map frames its markers. */
  centre?: { latitude: number; longitude: number; zoom: number };
  label: string;
  onOpen?: (id: number) => void;
  className?: string;
};

type Leaflet = typeof import("leaflet");

/**
 * Leaflet on the configured tile server (MAP_TILE_URL), loaded in the browser only. Markers
 * are drawn in SVG, so they show even when no tile arrives; then the map says so (no network,
 * a tile server down) and the page around it keeps working.
 */
export function LeafletMap({ markers, centre, label, onOpen, className }: Props) {
  const tiles = useContext(MapTilesContext);
  if (!tiles) throw new Error("LeafletMap needs a MapTilesProvider");
  const container = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<{ L: Leaflet; map: LeafletMapInstance } | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    let map: LeafletMapInstance | undefined;
    let cancelled = false;
    void import("leaflet").then(({ default: L }) => {
      if (cancelled || !container.current) return;
      map = L.map(container.current, { scrollWheelZoom: false });
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 })
        .on("tileerror", () => setTilesFailed(true))
        .addTo(map);
      setLeaflet({ L, map });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    const layer: FeatureGroup = L.featureGroup(
      markers.map((marker) =>
        L.circleMarker([marker.latitude, marker.longitude], { radius: 8, color: "#1e3a8a", weight: 2, fillColor: "#3b82f6", fillOpacity: 0.8 })
          .bindTooltip(marker.title)
          // The popup's element, built once: given a function, Leaflet rebuilds the content at each
          // update of the popup (a pan, a resize), and a button being clicked or focused vanishes.
          .bindPopup(popupOf(marker, (id) => open.current?.(id))),
      ),
    ).addTo(map);
    if (centre) map.setView([centre.latitude, centre.longitude], centre.zoom);
    else if (markers.length > 0) map.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 11 });
    else map.setView([46.6, 2.4], 5); // France
    return () => {
      layer.remove();
    };
  }, [leaflet, markers, centre]);

  return (
    <div className="space-y-2">
      <div ref={container} role="region" aria-label={label} className={`z-0 rounded border border-slate-200 ${className ?? "h-80"}`} />
      {tilesFailed && (
        <p role="status" className="text-sm text-slate-700">
          Fond de carte indisponible (pas de réseau ou serveur de tuiles injoignable) : les points restent placés, la liste reste utilisable.
        </p>
      )}
    </div>
  );
}

/** The popup: the place, then one button per candidate (keyboard-reachable inside Leaflet's popup). */
function popupOf(marker: MapMarker, onOpen: (id: number) => void): HTMLElement {
  const box = document.createElement("div");
  const title = document.createElement("p");
  title.className = "font-semibold";
  title.textContent = marker.title;
  box.append(title);
  for (const person of marker.people) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "block text-left text-brand-700 underline";
    button.textContent = person.label;
    button.addEventListener("click", () => onOpen(person.id));
    box.append(button);
  }
  return box;
}
