/**
 * The demo firm's agencies: one list used by the site map seed (the «Nos agences» group)
 * and by the cities the firm works in. Coordinates are the town halls' (the INSEE files
 * carry none).
 */
export type DemoAgency = { city: string; slug: string; inseeCode: string; latitude: number; longitude: number };

export const demoAgencies: DemoAgency[] = [
  { city: "Paris", slug: "paris", inseeCode: "75056", latitude: 48.856613, longitude: 2.352222 },
  { city: "Lyon", slug: "lyon", inseeCode: "69123", latitude: 45.764043, longitude: 4.835659 },
  { city: "Marseille", slug: "marseille", inseeCode: "13055", latitude: 43.296482, longitude: 5.36978 },
  { city: "Lille", slug: "lille", inseeCode: "59350", latitude: 50.62925, longitude: 3.057256 },
  { city: "Bordeaux", slug: "bordeaux", inseeCode: "33063", latitude: 44.837789, longitude: -0.57918 },
  { city: "Nantes", slug: "nantes", inseeCode: "44109", latitude: 47.218371, longitude: -1.553621 },
  { city: "Toulouse", slug: "toulouse", inseeCode: "31555", latitude: 43.604652, longitude: 1.444209 },
  { city: "Rennes", slug: "rennes", inseeCode: "35238", latitude: 48.117266, longitude: -1.677793 },
  { city: "Strasbourg", slug: "strasbourg", inseeCode: "67482", latitude: 48.573405, longitude: 7.752111 },
  { city: "Montpellier", slug: "montpellier", inseeCode: "34172", latitude: 43.610769, longitude: 3.876716 },
  { city: "Nice", slug: "nice", inseeCode: "06088", latitude: 43.710173, longitude: 7.261953 },
  { city: "Rouen", slug: "rouen", inseeCode: "76540", latitude: 49.443232, longitude: 1.099971 },
  { city: "Grenoble", slug: "grenoble", inseeCode: "38185", latitude: 45.188529, longitude: 5.724524 },
];
