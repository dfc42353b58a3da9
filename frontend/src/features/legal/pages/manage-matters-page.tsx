import { ArrowLeft, FolderOpen } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { atLeast, LEVEL } from '@shared/access';
import { AddMatterDialog } from '../components/add-matter-dialog';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { useSelectedCase } from '../api/matters';
import type { SelectedCase } from '../api/types';
import { BillingsTab } from '../components/billings-tab';
import { ClientTab } from '../components/client-tab';
import { DetailsTab } from '../components/details-tab';
import { InvoicesTab } from '../components/invoices-tab';
import { MatterPicker } from '../components/matter-picker';
import { MattersList } from '../components/matters-list';
import { NotesTab } from '../components/notes-tab';
import { StatusBadge } from '../components/status-badge';
import { TasksTab } from '../components/tasks-tab';
import { TrustTab } from '../components/trust-tab';

/** The matter a link or another screen opened: `?case=`, or route state `caseObj` / `caseID`. */
function stateCase(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { caseObj, caseID } = state as { caseObj?: { id?: unknown }; caseID?: unknown };
  if (typeof caseObj?.id === 'string') return caseObj.id;
  return typeof caseID === 'string' ? caseID : null;
}

/**
 * Manage Matters (`/manage-matters`, extended.md §2): the staff-only matter picker, the
 * add-matter button (admins), then the matter's tabs Details, Client, Time & Billings (the
 * timer, a new billing, the list and invoicing), Notes, Manage Invoices, Tasks and Trust. The
 * matter lives in the address (`?case=`).
 */
export function ManageMattersPage() {
  const user = useSignedInUser();
  const { company, labels } = useCompany();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const fromState = stateCase(location.state);
  const selected = params.get('case') || fromState;
  const matter = useSelectedCase(selected);

  useEffect(() => {
    document.title = `Manage ${labels.matters} · ${company.name}`;
  }, [labels.matters, company.name]);
  // Opened with route state: put the matter in the address (a reload keeps it).
  useEffect(() => {
    if (fromState && !params.get('case'))
      void navigate(`/manage-matters?case=${encodeURIComponent(fromState)}`, { replace: true });
  }, [fromState, params, navigate]);

  const choose = (id: string) => setParams({ case: id });

  let body: ReactNode;
  if (!selected) body = <MattersList />;
  else if (matter.isPending)
    body = (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-10 w-96 max-w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  else if (matter.isError)
    body = (
      <div className="grid justify-items-start gap-3">
        <FormAlert>{matter.error.message}</FormAlert>
        <Button variant="outline" onClick={() => void matter.refetch()}>
          Try again
        </Button>
      </div>
    );
  // Keyed by the matter: another matter opens on its Details tab, with its own timer.
  else
    body = (
      <Matter
        key={matter.data.id}
        matter={matter.data}
        canInvoice={atLeast(user.alevel, LEVEL.admin)}
      />
    );

  return (
    <div className="mx-auto max-w-7xl pb-24">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Manage {labels.matters}</h1>
      <p className="mt-1 text-muted-foreground">
        {labels.matters} of {company.name}: details, billings, {labels.invoice.toLowerCase()}s and
        tasks.
      </p>
      <div className="mt-6">
        <MatterPicker
          value={selected}
          onChange={choose}
          selectedLabel={matter.data?.title}
          onAdd={atLeast(user.alevel, LEVEL.admin) ? () => setAdding(true) : undefined}
        />
      </div>
      {selected && (
        <Button asChild variant="link" className="mt-4 px-0">
          <Link to="/manage-matters">
            <ArrowLeft aria-hidden="true" /> All {labels.matters.toLowerCase()}
          </Link>
        </Button>
      )}
      <div className="mt-6">{body}</div>
      {adding && <AddMatterDialog onOpenChange={setAdding} onCreated={choose} />}
    </div>
  );
}

function Matter({ matter, canInvoice }: { matter: SelectedCase; canInvoice: boolean }) {
  const { labels } = useCompany();
  const [tab, setTab] = useState('details');
  return (
    <section aria-labelledby="matter-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="matter-title" className="text-xl font-semibold break-words">
            {matter.title}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{matter.file_number}</span>
            {matter.client?.name && <span>· {matter.client.name}</span>}
            <StatusBadge name={matter.status?.name} />
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to={`/manage-files?case=${encodeURIComponent(matter.id)}`}>
            <FolderOpen aria-hidden="true" /> Files
          </Link>
        </Button>
      </div>
      <Tabs value={tab} onValueChange={setTab} className="min-w-0 gap-4">
        <TabsList
          aria-label={labels.matter}
          className="flex h-auto w-full flex-wrap justify-start sm:w-fit"
        >
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="client">{labels.client}</TabsTrigger>
          <TabsTrigger value="billings">Time &amp; Billings</TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
          <TabsTrigger value="invoices">Manage {labels.invoice}s</TabsTrigger>
          <TabsTrigger value="tasks">Tasks</TabsTrigger>
          <TabsTrigger value="trust">Trust</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <DetailsTab matter={matter} />
        </TabsContent>
        <TabsContent value="client">
          <ClientTab clientId={matter.client_id} />
        </TabsContent>
        <TabsContent value="billings">
          <BillingsTab matter={matter} canInvoice={canInvoice} />
        </TabsContent>
        <TabsContent value="notes">
          <NotesTab matter={matter} />
        </TabsContent>
        <TabsContent value="invoices">
          <InvoicesTab caseID={matter.id} />
        </TabsContent>
        <TabsContent value="tasks">
          <TasksTab caseID={matter.id} />
        </TabsContent>
        <TabsContent value="trust">
          <TrustTab matter={matter} canManage={canInvoice} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
