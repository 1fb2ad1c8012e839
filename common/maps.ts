/** A tile server for Leaflet: URL template with {z}/{x}/{y} and the credit line it requires (MAP_TILE_*). */
export type MapTiles = { url: string; attribution: string };
