import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  correctionsOf,
  PRIVACY_MESSAGES,
  type PersonKind,
  type PrivacyEraseReply,
} from '@shared/privacy/schemas';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorText } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { useRequestId } from '../../../lib/request-id';
import { exportPerson, useErasePerson, usePeople } from '../api/privacy';

const fileBase = (name: string) =>
  `personal-information-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** What an erasure does to each kind of person, for the confirmation (s24: they are told). */
const ERASURE: Record<PersonKind, { erased: string; kept: string }> = {
  client: {
    erased:
      'the name, ID number, phone, email, address and notes on the client, the client on quotations, the address on invoices, the number and text of SMS messages sent to them, and the values in the earlier changes of their record.',
    kept: `${PRIVACY_MESSAGES.invoiceRetention}. ${PRIVACY_MESSAGES.trustRetention}.`,
  },
  staff: {
    erased:
      'the name, ID number, phone, email, city and address of the member of staff, the bank, account, tax number, date of birth and postal code of their payroll details, the number and text of SMS messages sent to them, and the values in the earlier changes of their records.',
    kept: `${PRIVACY_MESSAGES.payrollRetention}.`,
  },
  user: {
    erased:
      "the user's membership of the company (signed out at once); when this company is their only one, the account is closed: name, email, phone and password replaced, two-factor removed, and the sign-in email freed.",
    kept: 'An account the user also holds with other companies stays for them (their records).',
  },
};

const KINDS: Array<{ kind: PersonKind; tab: string; what: string; none: string }> = [
  {
    kind: 'client',
    tab: 'Clients',
    what: 'A client or a learner of the company.',
    none: 'The company holds no clients yet.',
  },
  {
    kind: 'staff',
    tab: 'Staff',
    what: 'A member of staff, with their payroll records.',
    none: 'The company has no staff yet.',
  },
  {
    kind: 'user',
    tab: 'Users',
    what: 'A person who signs in to the company’s back office.',
    none: 'The company has no users yet.',
  },
];

/** Privacy Requests (managers, issue 29): find the person, export (s23) or erase (s24). */
export function PrivacyRequestsPage() {
  const [kind, setKind] = useState<PersonKind>('client');
  useEffect(() => {
    document.title = 'Privacy Requests';
  }, []);
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
          <CardDescription>A client or learner, a member of staff, or a user.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={kind} onValueChange={(v) => setKind(v as PersonKind)}>
            <TabsList aria-label="Kind of person">
              {KINDS.map((k) => (
                <TabsTrigger key={k.kind} value={k.kind}>
                  {k.tab}
                </TabsTrigger>
              ))}
            </TabsList>
            {KINDS.map((k) => (
              <TabsContent key={k.kind} value={k.kind} className="grid gap-2 pt-2">
                <PersonFinder kind={k.kind} what={k.what} none={k.none} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}

function PersonFinder({ kind, what, none }: { kind: PersonKind; what: string; none: string }) {
  const people = usePeople(kind);
  const [personId, setPersonId] = useState<string | null>(null);
  const options = people.options
    .map((p) => ({ value: p.id, label: p.name, description: p.description }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const person = people.options.find((p) => p.id === personId);
  const inputId = `privacy-person-${kind}`;
  return (
    <>
      <p className="text-sm text-muted-foreground">{what}</p>
      <Label htmlFor={inputId}>Person</Label>
      <Combobox
        id={inputId}
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
        <p className="text-sm text-muted-foreground">{none}</p>
      )}
      {person && (
        <div className="pt-4">
          <PersonActions key={person.id} kind={kind} id={person.id} name={person.name} />
        </div>
      )}
    </>
  );
}

function PersonActions({ kind, id, name }: { kind: PersonKind; id: string; name: string }) {
  const client = useQueryClient();
  const erase = useErasePerson();
  const requestId = useRequestId();
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<PrivacyEraseReply | null>(null);
  const corrections = correctionsOf(kind, id);

  const download = async (format: 'json' | 'pdf') => {
    setBusy(format);
    try {
      const data = await exportPerson(kind, id);
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
          Export what you hold, correct it where each record is kept, or erase it.
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
          <Button variant="destructive" onClick={() => setConfirming(true)} disabled={!!done}>
            <Trash2 aria-hidden="true" /> Erase…
          </Button>
        </div>
        <nav aria-label="Where to correct the records" className="grid gap-1 text-sm">
          <p className="font-medium">Correct the records</p>
          <ul className="grid gap-1">
            {Object.entries(corrections).map(([title, c]) => (
              <li key={title}>
                {title}:{' '}
                {/* The person's own screen: a link would open the manager's own details. */}
                {c.self ? (
                  <span>
                    {c.label} ({c.path})
                  </span>
                ) : (
                  <Link to={c.path} className="text-brand underline underline-offset-2">
                    <Pencil aria-hidden="true" className="mr-1 inline size-3.5" />
                    {c.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {done && (
          <div className="rounded-md border p-4 text-sm" role="status">
            <p className="font-medium">Erased: the person is now “{done.placeholder}”.</p>
            <ul className="mt-2 list-disc pl-5">
              {done.erased.map((e) => (
                <li key={e.what}>
                  {e.what}: {e.count}
                  {e.fields && e.fields.length > 0 && (
                    <span className="text-muted-foreground"> ({e.fields.join(', ')})</span>
                  )}
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
              <span>Erased: {ERASURE[kind].erased} This cannot be undone.</span>
              <span>Kept: {ERASURE[kind].kept}</span>
            </span>
          }
          onConfirm={async () => {
            try {
              const reply = await erase.mutateAsync({ kind, id, requestId: requestId.current() });
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
