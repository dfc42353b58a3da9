import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PRIVACY_MESSAGES, type PrivacyEraseReply } from '@shared/privacy/schemas';
import { privacyExportPdf } from '@shared/pdf/privacy-export-pdf';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Combobox } from '../../../components/ui/combobox';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { useRequestId } from '../../../lib/request-id';
import { exportPerson, useErasePerson, usePeople } from '../api/privacy';

const fileBase = (name: string) =>
  `personal-information-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** Privacy Requests (managers, issue 29): find the person, export (s23) or erase (s24). */
export function PrivacyRequestsPage() {
  const people = usePeople();
  const [personId, setPersonId] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Privacy Requests';
  }, []);
  const options = people.rows
    .map((c) => ({
      value: c.id,
      label: c.name,
      description: [c.client_reference, c.email].filter(Boolean).join(' · '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const person = people.rows.find((c) => c.id === personId);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Privacy Requests</h1>
        <p className="mt-1 text-muted-foreground">
          POPIA gives a person the right to know what you hold about them and who received it
          (section 23), and to have it corrected or deleted (section 24). Every export and erasure
          is recorded.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Find the person</h2>
          </CardTitle>
          <CardDescription>A client or a learner of the company.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Label htmlFor="privacy-person">Person</Label>
          <Combobox
            id="privacy-person"
            options={options}
            value={personId}
            onChange={setPersonId}
            placeholder={people.isPending ? 'Loading…' : 'Choose a person'}
            searchPlaceholder="Name, ID number or email"
            emptyText="No person found"
            disabled={people.isPending}
            more={people}
          />
          {people.isError && (
            <p className="text-sm text-destructive" role="alert">
              {people.error?.message}{' '}
              <Button variant="link" size="sm" className="h-auto p-0" onClick={people.retry}>
                Try again
              </Button>
            </p>
          )}
          {!people.isPending && !people.isError && people.rows.length === 0 && (
            <p className="text-sm text-muted-foreground">The company holds no clients yet.</p>
          )}
        </CardContent>
      </Card>
      {person && <PersonActions key={person.id} id={person.id} name={person.name} />}
    </div>
  );
}

function PersonActions({ id, name }: { id: string; name: string }) {
  const client = useQueryClient();
  const erase = useErasePerson();
  const requestId = useRequestId();
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<PrivacyEraseReply | null>(null);

  const download = async (format: 'json' | 'pdf') => {
    setBusy(format);
    try {
      const data = await exportPerson(id);
      const blob =
        format === 'json'
          ? new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
          : new Blob([(await privacyExportPdf(data)) as BlobPart], { type: 'application/pdf' });
      downloadBlob(blob, `${fileBase(data.person.name)}.${format}`);
      toast.success(`The export of ${data.person.name} was downloaded`);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{name}</h2>
        </CardTitle>
        <CardDescription>
          Export what you hold, correct it on the client&apos;s own screen, or erase it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void download('json')} loading={busy === 'json'} disabled={!!busy}>
            <Download aria-hidden="true" /> Export JSON
          </Button>
          <Button
            variant="outline"
            onClick={() => void download('pdf')}
            loading={busy === 'pdf'}
            disabled={!!busy}
          >
            <FileText aria-hidden="true" /> Export PDF
          </Button>
          <Button variant="outline" asChild>
            <Link to={`/manage-clients?sid=${encodeURIComponent(id)}`}>
              <Pencil aria-hidden="true" /> Correct details
            </Link>
          </Button>
          <Button variant="destructive" onClick={() => setConfirming(true)} disabled={!!done}>
            <Trash2 aria-hidden="true" /> Erase…
          </Button>
        </div>
        {done && (
          <div className="rounded-md border p-4 text-sm" role="status">
            <p className="font-medium">Erased: the person is now “{done.placeholder}”.</p>
            <ul className="mt-2 list-disc pl-5">
              {done.erased.map((e) => (
                <li key={e.what}>
                  {e.what}: {e.count}
                </li>
              ))}
            </ul>
            <p className="mt-2 font-medium">Kept by law</p>
            <ul className="mt-1 list-disc pl-5 text-muted-foreground">
              {done.kept.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Erase ${name}?`}
          destructive
          confirmLabel="Erase"
          description={
            <span className="grid gap-2">
              <span>
                Erased: the name, ID number, phone, email, address and notes on the client, the
                client on quotations, the address on invoices, and the number and text of SMS
                messages sent to them. This cannot be undone.
              </span>
              <span>
                Kept: {PRIVACY_MESSAGES.invoiceRetention}. {PRIVACY_MESSAGES.trustRetention}.
              </span>
            </span>
          }
          onConfirm={async () => {
            try {
              const reply = await erase.mutateAsync({ id, requestId: requestId.current() });
              requestId.renew();
              setDone(reply);
              await client.invalidateQueries({ queryKey: ['privacy-people'] });
              toast.success(`${name} was erased`);
            } catch (error) {
              toast.error(errorText(error));
              throw error;
            }
          }}
        />
      </CardContent>
    </Card>
  );
}
