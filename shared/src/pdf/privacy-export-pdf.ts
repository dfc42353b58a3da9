// The POPIA export (s23) as a readable PDF: the person, each section's records as labelled
// lines, who else received the data and what is kept by law. Built in the browser from the
// export's JSON, as the other documents are.
import { PDFDocument } from 'pdf-lib';
import type { PrivacyExport } from '../privacy/schemas';
import {
  CONTENT_WIDTH,
  MARGIN,
  drawFooters,
  drawText,
  ensureSpace,
  startCursor,
  wrap,
  type PdfCursor,
  type TextStyle,
} from './pdf-page';

const LINE = 12;

function lines(cursor: PdfCursor, text: string, style: TextStyle = {}, indent = 0) {
  for (const line of wrap(cursor, text, CONTENT_WIDTH - indent, style)) {
    ensureSpace(cursor, LINE);
    drawText(cursor, line, MARGIN + indent, cursor.y - 9, style);
    cursor.y -= LINE;
  }
}

const valueText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export async function privacyExportPdf(data: PrivacyExport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Personal information held about ${data.person.name}`;
  doc.setTitle(title);
  doc.setAuthor(data.company.name);
  const cursor = await startCursor(doc);
  lines(cursor, title, { size: 14, bold: true });
  lines(cursor, `${data.company.name}, ${data.generated_at}`, { muted: true });
  lines(cursor, 'POPIA section 23: what we hold about you and who received it.', { muted: true });
  for (const section of data.sections) {
    cursor.y -= 8;
    lines(cursor, `${section.title} (${section.records.length})`, { size: 11, bold: true });
    // Where the company corrects these records (s24), for the person's request to cite.
    if (section.correct)
      lines(cursor, `Corrected on ${section.correct.label}`, { muted: true }, 10);
    if (section.records.length === 0) lines(cursor, 'None', { muted: true }, 10);
    for (const record of section.records) {
      cursor.y -= 3;
      for (const [key, value] of Object.entries(record)) {
        const text = valueText(value);
        if (text !== '') lines(cursor, `${key}: ${text}`, {}, 10);
      }
    }
  }
  cursor.y -= 8;
  lines(cursor, 'Who else received it', { size: 11, bold: true });
  for (const r of data.recipients) {
    lines(cursor, `${r.name}: ${r.role}`, {}, 10);
    // The messages the provider carried to the person, each once.
    for (const m of r.messages ?? []) lines(cursor, `${m.at} to ${m.to}: ${m.text}`, {}, 20);
  }
  cursor.y -= 8;
  lines(cursor, 'What the law requires us to keep', { size: 11, bold: true });
  for (const reason of data.retention) lines(cursor, reason, {}, 10);
  drawFooters(cursor, title);
  return doc.save();
}
