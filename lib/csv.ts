// CSV of a small table built in memory (a map's ranking, a chart's figures), for the
// browser as well as the server. Large lists stream from the export service instead
// (backend/services/search/export-file.ts); a unit test keeps the cell rules of both equal.

export type CsvValue = string | number | null | undefined;

/** A CSV cell: quoted when needed; a leading = + @ is defused so Excel does not run it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+@\t\r]/.test(text) || /^-[^\d]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: header and rows, CRLF lines, with a UTF-8 BOM so Excel reads Chinese. */
export function csvText(header: string[], rows: CsvValue[][]): string {
  const line = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return `\uFEFF${line(header)}${rows.map(line).join('')}`;
}
