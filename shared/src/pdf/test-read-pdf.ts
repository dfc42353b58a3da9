// For the PDF tests: pdfjs in-process in Node (its worker runs from this file), with the
// standard fonts' data so it reads the metrics of the unembedded Helvetica without a warning.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
GlobalWorkerOptions.workerSrc = pathToFileURL(join(pdfjsRoot, 'legacy/build/pdf.worker.mjs')).href;
const standardFontDataUrl = `${join(pdfjsRoot, 'standard_fonts')}/`;

/** The document as pdfjs reads it (call `destroy()` when done). */
export function openPdf(bytes: Uint8Array) {
  // pdfjs takes ownership of the buffer it is given, so it gets a copy.
  return getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
}

/** The text of every page, one pdfjs text item a line, and all pages' text together. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; all: string }> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return { pages, all: pages.join('\n') };
}
