import type { PdfDocumentInput } from '@shared/pdf/document-pdf';
import { downloadBlob } from '../../../lib/download';

/** pdf-lib is large: it loads only when a PDF is first wanted. */
export async function renderPdf(input: PdfDocumentInput): Promise<Blob> {
  const { buildDocumentPdf } = await import('@shared/pdf/document-pdf');
  const bytes = await buildDocumentPdf(input);
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

export async function downloadPdf(input: PdfDocumentInput, fileName: string) {
  downloadBlob(await renderPdf(input), fileName);
}

/** The company logo's bytes for the PDF (PNG or JPEG), or undefined when it cannot be read. */
export async function fetchLogo(url: string): Promise<PdfDocumentInput['company']['logo']> {
  try {
    const response = await fetch(url);
    if (!response.ok) return undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const png = bytes[0] === 0x89 && bytes[1] === 0x50;
    const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    return png ? { bytes, type: 'png' } : jpeg ? { bytes, type: 'jpeg' } : undefined;
  } catch {
    return undefined;
  }
}
