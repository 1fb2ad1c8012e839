// Dates as French readers expect them, in the firm's time zone whatever the server's.
const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
const shortDate = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Paris" });

/** «25 novembre 2026». */
export const frenchDate = (value: string | Date) => longDate.format(new Date(value));
/** «25/11/2026», for tables. */
export const frenchShortDate = (value: string | Date) => shortDate.format(new Date(value));
/** The machine-readable form for <time dateTime> and feeds: the ISO instant. */
export const isoDate = (value: string | Date) => new Date(value).toISOString();
