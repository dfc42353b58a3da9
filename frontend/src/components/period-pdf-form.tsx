import { FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { downloadBlob } from '../lib/download';
import { useSchemaForm, type TextValues } from '../lib/schema-form';
import { DateField } from './form-fields';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { FormAlert } from './ui/form-alert';
import { toast } from './ui/sonner';

type PeriodValues = TextValues & { dateFrom: string; dateTo: string };

/**
 * An outline button (a document icon and `label`) opening a dialog whose content is mounted
 * only while open, so every opening starts from the form's defaults.
 */
export function PdfDialogButton({
  label,
  children,
}: {
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileText aria-hidden="true" /> {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          {open && children(() => setOpen(false))}
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * A statement for a period as a PDF made in the browser: From and To (checked by `schema`), then
 * `read` the figures, `render` them and download the file as `fileName`; `failed` shows when
 * the PDF cannot be made, `done` is the toast once it is downloaded.
 */
export function PeriodPdfForm<V extends PeriodValues, R>({
  title,
  description,
  schema,
  defaults,
  required = false,
  read,
  reading,
  render,
  fileName,
  failed,
  done,
  progress,
  onClose,
}: {
  /** The dialog's title and the form's name. */
  title: string;
  description: ReactNode;
  schema: z.ZodType;
  defaults: V;
  /** Both dates must be given (else either end may stay open). */
  required?: boolean;
  read: (values: V) => Promise<R>;
  /** Whether `read` is under way. */
  reading: boolean;
  render: (reply: R) => Promise<Blob>;
  fileName: (values: V) => string;
  failed: string;
  done: string;
  /** What the status line says while reading (no status line without it). */
  progress?: string;
  onClose: () => void;
}) {
  const { form, alert, setAlert, submitWith } = useSchemaForm<V>(schema, defaults);
  const [making, setMaking] = useState(false);
  const busy = reading || making;
  const dates = form as unknown as UseFormReturn<PeriodValues>;

  const submit = () =>
    submitWith(schema, async (values) => {
      const reply = await read(values);
      setMaking(true);
      try {
        downloadBlob(await render(reply), fileName(values));
      } catch {
        setAlert(failed);
        return;
      } finally {
        setMaking(false);
      }
      toast.success(done);
      onClose();
    });

  return (
    <form
      noValidate
      aria-label={title}
      aria-busy={(progress !== undefined && busy) || undefined}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={dates} name="dateFrom" label="From" required={required} />
        <DateField form={dates} name="dateTo" label="To" required={required} />
      </div>
      <FormAlert>{alert}</FormAlert>
      {progress !== undefined && (
        <p role="status" className="text-sm text-muted-foreground empty:hidden">
          {reading ? progress : making ? 'Making the PDF…' : ''}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Download PDF
        </Button>
      </DialogFooter>
    </form>
  );
}
