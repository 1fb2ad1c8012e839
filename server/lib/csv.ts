// CSV files as French Excel opens them: «;»-separated, UTF-8 with a BOM (Excel then reads the
// accents), lines ended by CRLF. Every export of the back-office is written here.

/**
 * One cell: quoted when it holds a separator, a quote or a line break. A cell a spreadsheet
 * would run as a formula (= + - @, or a tab or carriage return ahead of one) is prefixed with a
 * quote: a trainee's or a candidate's name is never code.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a header line first, then one line a row. */
export const csvFile = (lines: string[][]): string => `\uFEFF${lines.map((cells) => cells.map(csvCell).join(";")).join("\r\n")}\r\n`;
