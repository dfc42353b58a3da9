import type { ColumnSpec } from '@shared/tables/columns';
import type { TableRow } from '@shared/tables/types';
import { downloadBlob } from '../../../lib/download';

/**
 * CSV and XLSX for the data tables, loaded only when someone exports or imports (exceljs is
 * large). A file Kantoor exports carries the row ids, so importing it back updates the same rows.
 */
export type Format = 'csv' | 'xlsx';
export type Sheet = { headers: string[]; rows: Array<Record<string, string>> };

const ID_HEADER = 'id';

function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The rows, with an id column and one column per chosen column (headed by its label). */
export async function exportRows(
  format: Format,
  fileName: string,
  columns: ColumnSpec[],
  rows: TableRow[],
) {
  const headers = [ID_HEADER, ...columns.map((c) => c.label)];
  const data = rows.map((row) => [row.id, ...columns.map((c) => cellText(row[c.name]))]);
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    const text = Papa.unparse({ fields: headers, data });
    // A byte-order mark, so that spreadsheet programs read the text as UTF-8.
    downloadBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
    return;
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(fileName.slice(0, 31) || 'Sheet1');
  sheet.addRow(headers).font = { bold: true };
  for (const row of data) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 22));
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(
    new Blob([buffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    `${fileName}.xlsx`,
  );
}

/** The first sheet of a CSV or XLSX file: its header row and its rows as text. */
export async function readSheet(file: File): Promise<Sheet> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') {
    const { default: Papa } = await import('papaparse');
    const text = (await file.text()).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: 'greedy',
    });
    return { headers: (parsed.meta.fields ?? []).map((h) => h.trim()), rows: parsed.data };
  }
  if (!name.endsWith('.xlsx')) throw new Error('Choose a .csv or .xlsx file');
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const headers: string[] = [];
  sheet
    .getRow(1)
    .eachCell({ includeEmpty: true }, (cell, index) => (headers[index - 1] = cell.text.trim()));
  const rows: Array<Record<string, string>> = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const record: Record<string, string> = {};
    headers.forEach((header, at) => (record[header] = row.getCell(at + 1).text.trim()));
    if (Object.values(record).some((value) => value !== '')) rows.push(record);
  });
  return { headers, rows };
}

/** Which file header fills which column: by label or name, case and spacing ignored. */
export function autoMapping(headers: string[], columns: ColumnSpec[]): Record<string, string> {
  const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const mapping: Record<string, string> = {};
  const id = headers.find((h) => normal(h) === ID_HEADER);
  if (id) mapping[ID_HEADER] = id;
  for (const column of columns) {
    const header = headers.find(
      (h) => normal(h) === normal(column.label) || normal(h) === normal(column.name),
    );
    if (header) mapping[column.name] = header;
  }
  return mapping;
}

/** The file's rows as the import call takes them: column names, and the id when mapped. */
export function mappedRows(
  sheet: Sheet,
  mapping: Record<string, string>,
): Array<Record<string, string>> {
  return sheet.rows.map((row) => {
    const out: Record<string, string> = {};
    for (const [column, header] of Object.entries(mapping)) {
      const value = row[header] ?? '';
      if (column === ID_HEADER && value === '') continue;
      out[column] = value;
    }
    return out;
  });
}
