// CSV as RFC 4180 has it: a header row, CRLF line ends, a field quoted when it holds a comma, a
// quote, CR or LF, with its quotes doubled. Text is UTF-8 (with a byte-order mark, so
// spreadsheet programs read accents right). Nested values (a document's lines) are JSON.
import type { Item } from './partitions';

const BOM = '\uFEFF';

/** The keys and ElectroDB's bookkeeping: how the item is stored, not what it says. */
const STORAGE = /^(pk|sk|gsi\d+(pk|sk)|__edb_e__|__edb_v__)$/;

export function csvField(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The columns of a set of items: every attribute any of them has, in first-seen order. */
export function columnsOf(items: readonly Item[]): string[] {
  const columns = new Set<string>();
  for (const item of items)
    for (const key of Object.keys(item)) if (!STORAGE.test(key)) columns.add(key);
  return [...columns];
}

/** One table's CSV: the header row then a row per item. */
export function toCsv(columns: readonly string[], items: readonly Item[]): string {
  const rows = [columns.map(csvField).join(',')];
  for (const item of items) rows.push(columns.map((c) => csvField(item[c])).join(','));
  return `${BOM}${rows.join('\r\n')}\r\n`;
}
