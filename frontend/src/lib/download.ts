/**
 * How long the blob's address stays good after the click. The browser reads it when the download
 * starts, which on a busy phone can be seconds later; revoked before then, the file is saved
 * under a made-up name or not at all. A minute, as FileSaver.js keeps it.
 */
const KEEP_URL_MS = 60_000;

/** Saves a blob as a file the person downloads (an <a download> clicked for them). */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
