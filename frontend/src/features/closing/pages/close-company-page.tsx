import { Download, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ClosureView } from '@shared/closing/closing';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { downloadExport, useCancelClosure, useClosure, useRequestClosure } from '../api/closure';

const STANDING_LABEL: Record<ClosureView['standing'], string> = {
  active: 'Active',
  grace: 'In grace',
  'read-only': 'Read-only',
  closing: 'Closing',
  closed: 'Closed',
};

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Close Company (managers, issue 27): ask to close, the export to download, cancel in the notice. */
export function CloseCompanyPage() {
  const closure = useClosure();
  useEffect(() => {
    document.title = 'Close Company';
  }, []);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Close Company</h1>
        <p className="mt-1 text-muted-foreground">
          Close your company on Kantoor: its data is exported for you first, the site stays up for a
          notice period, then it goes down.
        </p>
      </div>
      {closure.isPending ? (
        <Skeleton className="h-56 w-full" />
      ) : closure.isError ? (
        <FormAlert>{closure.error.message}</FormAlert>
      ) : (
        <ClosurePanel view={closure.data} />
      )}
    </div>
  );
}

function ClosurePanel({ view }: { view: ClosureView }) {
  const closing = view.standing === 'closing';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {view.name}
          <Badge variant={closing ? 'destructive' : 'secondary'}>
            {STANDING_LABEL[view.standing]}
          </Badge>
        </CardTitle>
        <CardDescription>
          {closing
            ? `Closing was asked on ${view.requestedAt?.slice(0, 10)}. The site closes on ${view.closingAt}; until then you can cancel.`
            : `Asking to close starts a notice of ${view.noticeDays} days. Tax records (invoices, payments, payroll) are kept, never shown, for ${view.retainYears} years as the law requires; everything else is deleted after the site closes.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {closing ? <ExportPanel view={view} /> : <RequestClose view={view} />}
      </CardContent>
    </Card>
  );
}

function ExportPanel({ view }: { view: ClosureView }) {
  const cancel = useCancelClosure();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const ready = view.export?.status === 'ready';
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadExport();
      downloadBlob(blob, fileName ?? 'export.zip');
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <div className="rounded-md border p-4">
        <p className="font-medium">Your data export</p>
        <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {ready
            ? `Ready: ${view.export?.files} files (${size(view.export?.bytes ?? 0)}): every table as CSV and your quotations and invoices as PDFs, in one zip. A link was emailed to the managers.`
            : 'Being prepared. The managers get an email with the link as soon as it is ready.'}
        </p>
        <Button
          className="mt-3"
          onClick={() => void download()}
          disabled={!ready}
          loading={downloading}
        >
          <Download aria-hidden="true" /> Download export
        </Button>
      </div>
      <div>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <XCircle aria-hidden="true" /> Cancel closing
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Keep the company open?"
        description="The closing is cancelled: the site stays up and nothing is deleted. The export made so far is deleted."
        confirmLabel="Keep it open"
        onConfirm={async () => {
          try {
            await cancel.mutateAsync();
            toast.success('The closing was cancelled');
          } catch (error) {
            toast.error(errorText(error));
            throw error;
          }
        }}
      />
    </>
  );
}

function RequestClose({ view }: { view: ClosureView }) {
  const request = useRequestClosure();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = typed.trim().replace(/\s+/g, ' ') === view.name.trim().replace(/\s+/g, ' ');
  return (
    <>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Close this company…
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        title={`Close ${view.name}?`}
        destructive
        confirmLabel="Close the company"
        description={
          <span className="grid gap-2">
            <span>
              The export of all your data is made at once. The site closes in {view.noticeDays}{' '}
              days; until then you can cancel. Type the company name to confirm.
            </span>
            <Label htmlFor={inputId} className="text-foreground">
              Company name
            </Label>
            <Input
              id={inputId}
              value={typed}
              autoComplete="off"
              placeholder={view.name}
              onChange={(event) => setTyped(event.target.value)}
            />
          </span>
        }
        onConfirm={async () => {
          if (!matches) {
            toast.error('Type the company name exactly as shown to confirm');
            throw new Error('name');
          }
          try {
            await request.mutateAsync(typed);
            toast.success('Closing asked: the export is being prepared');
          } catch (error) {
            toast.error(errorText(error));
            throw error;
          }
        }}
      />
    </>
  );
}
