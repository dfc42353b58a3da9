// The closing export (issue 27): every partition of the company as CSV, one file per entity, its
// members' names and addresses, and its quotations and invoices as the PDFs they print as, in
// ONE zip in the media store. Made by the scheduled work, never inside a request.
//
// Limits: the archive is built in memory (jszip) and stored with one put, so it suits a tenant
// whose data and PDFs fit in the worker's memory (hundreds of MB at 10 GB Lambda memory, and
// one run within its 15 minutes). A larger tenant would stream the zip (jszip's
// generateNodeStream) into an S3 multipart upload (parts of 5 MB to 5 GB, at most 10,000) and
// render PDFs in chunks over several units; the port's `put` takes whole bytes today.
import JSZip from 'jszip';
import { buildDocumentPdf, type PdfDocumentInput } from '@shared/pdf/document-pdf';
import type { DocumentTotals } from '@shared/money/totals';
import type { Database } from '../db/service';
import type { Deps } from '../platform/deps';
import { csvField, columnsOf, toCsv } from './csv';
import { companyPartitions, partitionItems, type Item } from './partitions';

export type ArchiveFigures = { files: number; bytes: number; rows: number; documents: number };

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The document number as printed: INV-000012, Q-000007 (documents' printedNumber). */
const printed = (kind: 'quote' | 'invoice', n: number) =>
  `${kind === 'invoice' ? 'INV' : 'Q'}-${String(n).padStart(6, '0')}`;

/** A stored quote or invoice as its PDF's input (the same fields the editor prints). */
export function documentInput(
  kind: 'quote' | 'invoice',
  item: Item,
  company: Item,
): PdfDocumentInput {
  const lines = Array.isArray(item.lines) ? (item.lines as Item[]) : [];
  const totals: DocumentTotals = {
    lines: lines.map((line) => ({
      item_type: (str(line.item_type) ?? 'service') as 'product' | 'service' | 'transportation',
      name: str(line.name) ?? '',
      unit_price: num(line.unit_price),
      quantity: num(line.quantity) || 1,
      line_total: num(line.line_total),
    })),
    total_products: num(item.total_products),
    total_services: num(item.total_services),
    total_transports: num(item.total_transports),
    sub_total: num(item.sub_total),
    discount: num(item.discount),
    total_tax: num(item.total_tax),
    total: num(item.total),
    tax_rate: num(item.tax_rate),
    prices_include_vat: item.prices_include_vat === true,
  };
  const address = [company.primary_address, company.city, company.postal_code]
    .map(str)
    .filter((part): part is string => Boolean(part));
  return {
    kind,
    number: printed(kind, num(item.number)),
    date: str(item.date) ?? '',
    due_date: kind === 'invoice' ? str(item.due_date) : undefined,
    company: {
      name: str(company.name) ?? '',
      address,
      phone: str(company.primary_phone),
      email: str(company.email),
      vat_number: str(company.vat_number),
      reg_number: str(company.reg_number),
      bank: str(company.bank),
      account_number: str(company.account_number),
      account_type: str(company.account_type),
    },
    client: {
      name: str(item.client_name) ?? 'Client',
      institution: str(item.client_institution),
      address: str(item.client_address) ? [str(item.client_address)!] : undefined,
    },
    currency: str(item.currency) ?? str(company.currency) ?? 'ZAR',
    totals,
    comment: str(item.comment) ?? (kind === 'quote' ? 'Quotation' : undefined),
  };
}

/** The members' identities (name, email, phone; never a password hash), for users.csv. */
async function usersCsv(deps: Deps, members: readonly Item[]): Promise<string> {
  const ids = members.map((m) => str(m.userId)).filter((id): id is string => Boolean(id));
  const users = [];
  for (let i = 0; i < ids.length; i += 100)
    users.push(...(await deps.accounts.getUsers(ids.slice(i, i + 100))));
  const levels = new Map(members.map((m) => [str(m.userId), m.alevel]));
  const rows = users.map((u) => ({
    userId: u.userId,
    name: u.name,
    email: u.email,
    phone_number: u.phone_number,
    alevel: levels.get(u.userId),
    created_at: u.created_at,
  }));
  return toCsv(['userId', 'name', 'email', 'phone_number', 'alevel', 'created_at'], rows);
}

/** Builds the company's archive: the zip's bytes and what is in it. */
export async function buildArchive(
  deps: Deps,
  db: Database,
  emis: string,
  company: Item,
  madeAt: string,
): Promise<{ bytes: Uint8Array; figures: ArchiveFigures }> {
  const zip = new JSZip();
  const byEntity = new Map<string, Item[]>();
  for (const partition of await companyPartitions(db, emis)) {
    const items = byEntity.get(partition.entity) ?? [];
    for await (const page of partitionItems(db, partition.pk, partition.entity))
      items.push(...page);
    byEntity.set(partition.entity, items);
  }
  let files = 0;
  let rows = 0;
  const index: string[][] = [];
  for (const [entity, items] of byEntity) {
    if (items.length === 0) continue;
    zip.file(`tables/${entity}.csv`, toCsv(columnsOf(items), items));
    files += 1;
    rows += items.length;
    index.push([`tables/${entity}.csv`, String(items.length)]);
  }
  zip.file('tables/users.csv', await usersCsv(deps, byEntity.get('membership') ?? []));
  files += 1;
  let documents = 0;
  for (const [kind, entity, folder] of [
    ['quote', 'quote', 'quotations'],
    ['invoice', 'invoice', 'invoices'],
  ] as const) {
    for (const item of byEntity.get(entity) ?? []) {
      const input = documentInput(kind, item, company);
      zip.file(`${folder}/${input.number}.pdf`, await buildDocumentPdf(input));
      documents += 1;
    }
  }
  files += documents;
  zip.file(
    'README.txt',
    [
      `Export of ${str(company.name) ?? emis} (${emis}), made ${madeAt}.`,
      '',
      'tables/: one CSV file per kind of record (RFC 4180, UTF-8, a header row; lists such as a',
      "document's lines are JSON in their cell); users.csv: the company's users.",
      'quotations/ and invoices/: each document as a PDF.',
      '',
      'Files and rows:',
      ...index.map((row) => row.map(csvField).join(',')),
    ].join('\r\n'),
  );
  files += 1;
  const bytes = await zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  return { bytes, figures: { files, bytes: bytes.byteLength, rows, documents } };
}
