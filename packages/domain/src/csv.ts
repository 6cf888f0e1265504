// CSV for the console's exports (issue 15, decision 0036): RFC 4180 quoting, and a guard
// against formula injection (OWASP "CSV Injection"): a text cell that a spreadsheet would read
// as a formula (=, +, -, @, or a tab or carriage return first) is prefixed with an apostrophe,
// so a customer who names themselves `=HYPERLINK(...)` stays text when an operator opens the file.

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text guarded and quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the rows, CRLF between records (RFC 4180), ending with one. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** A safe `Content-Disposition` for a download: the name reduced to letters, digits, dots and dashes. */
export function csvAttachment(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, "-");
  return `attachment; filename="${safe}"`;
}
