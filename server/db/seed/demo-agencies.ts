/**
 * The demo firm's agencies: one list used by the site map seed (the «Nos agences» group)
 * and by the cities the firm works in. Coordinates are the town halls' (the INSEE files
 * carry none).
 */
export type DemoAgency = { city: string; slug: string; inseeCode: string; latitude: number; longitude: number };

export const demoAgencies: DemoAgency[] = [
  { city: "Paris", slug: "paris", inseeCode: "75056", latitude: 48.8566, longitude: 2.3522 },
  { city: "Lyon", slug: "lyon", inseeCode: "69123", latitude: 45.764, longitude: 4.8357 },
  { city: "Marseille", slug: "marseille", inseeCode: "13055", latitude: 43.2965, longitude: 5.3698 },
  { city: "Lille", slug: "lille", inseeCode: "59350", latitude: 50.6292, longitude: 3.0573 },
  { city: "Bordeaux", slug: "bordeaux", inseeCode: "33063", latitude: 44.8378, longitude: -0.5792 },
  { city: "Nantes", slug: "nantes", inseeCode: "44109", latitude: 47.2184, longitude: -1.5536 },
  { city: "Toulouse", slug: "toulouse", inseeCode: "31555", latitude: 43.6047, longitude: 1.4442 },
  { city: "Rennes", slug: "rennes", inseeCode: "35238", latitude: 48.1173, longitude: -1.6778 },
  { city: "Strasbourg", slug: "strasbourg", inseeCode: "67482", latitude: 48.5734, longitude: 7.7521 },
  { city: "Montpellier", slug: "montpellier", inseeCode: "34172", latitude: 43.6108, longitude: 3.8767 },
  { city: "Nice", slug: "nice", inseeCode: "06088", latitude: 43.7102, longitude: 7.262 },
  { city: "Rouen", slug: "rouen", inseeCode: "76540", latitude: 49.4432, longitude: 1.0999 },
  { city: "Grenoble", slug: "grenoble", inseeCode: "38185", latitude: 45.1885, longitude: 5.7245 },
];
