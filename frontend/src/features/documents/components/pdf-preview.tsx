import { useEffect, useState } from 'react';
import type { PdfDocumentInput } from '@shared/pdf/document-pdf';
import { Skeleton } from '../../../components/ui/skeleton';
import { renderPdf } from '../lib/pdf';

/** Rebuilding waits this long after the last change, so typing does not build a PDF a key. */
const SETTLE_MS = 350;

/**
 * The live PDF beside the form (not on small screens): rebuilt from the same totals the form
 * shows whenever the document changes.
 */
export function PdfPreview({ input, title }: { input: PdfDocumentInput | null; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!input) return;
    let live = true;
    let made: string | null = null;
    const timer = setTimeout(() => {
      renderPdf(input).then(
        (blob) => {
          if (!live) return;
          made = URL.createObjectURL(blob);
          setFailed(false);
          setUrl(made);
        },
        () => live && setFailed(true),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      // The previous preview stays on screen until the next one is ready, then goes.
      if (made) setTimeout(() => URL.revokeObjectURL(made as string), 5_000);
    };
  }, [input]);

  return (
    <div className="hidden min-h-[36rem] overflow-hidden rounded-lg border bg-muted md:block">
      {failed ? (
        <p className="p-6 text-sm text-destructive">The preview could not be made.</p>
      ) : url ? (
        <iframe title={title} src={url} className="h-full min-h-[36rem] w-full" />
      ) : (
        <Skeleton className="h-[36rem] w-full" />
      )}
    </div>
  );
}
