/** What one CSV cell may hold. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) is prefixed with a quote mark.
 */
export const csvCell = (value: CsvValue): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;
