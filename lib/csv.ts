// CSV of a small table built in memory (a map's ranking, a chart's figures), for the
// browser as well as the server. Large lists stream from the export service instead
// (backend/services/search/export-file.ts); a unit test keeps the cell rules of both equal.

export type CsvValue = string | number | null | undefined;

// Excel reads a cell that starts with = + - @ (or tab, CR) as a formula: `-1+1+cmd|...` runs a
// command. Such a text is defused with a leading ', unless it is a plain negative number (-12.5).
const PLAIN_NUMBER = /^-\d+(\.\d+)?$|^-$/;

/** A CSV cell: quoted when needed; a text Excel would run as a formula is defused. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: header and rows, CRLF lines, with a UTF-8 BOM so Excel reads Chinese. */
export function csvText(header: string[], rows: CsvValue[][]): string {
  const line = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return `\uFEFF${line(header)}${rows.map(line).join('')}`;
}
