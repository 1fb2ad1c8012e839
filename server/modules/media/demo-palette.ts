/** The demo illustrations' canvas and colours, shared by every kind of scene (articles, pages, portraits). */
export const W = 1440;
export const H = 960;
export const NAVY = "#172554";
export const BLUE = "#1d4ed8";
export const DEEP = "#1e3a8a";
export const ORANGE = "#f97316";
export const PEACH = "#fdba74";
export const GREEN = "#16a34a";
export const LEAF = "#4ade80";
export const SKINS = ["#f5d0b5", "#e8b796", "#c98e6a", "#a86b4c", "#7a4b33", "#f1c7a7"] as const;
