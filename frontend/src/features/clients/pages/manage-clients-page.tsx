import { SearchX, UsersRound } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@shared/messages';
import { atLeast, LEVEL } from '@shared/access';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { clientEntry } from '../../../lib/client-entry';
import { useCompany } from '../../../lib/company';
import { useClientProfile, type ClientProfile } from '../api/get-client-profile';
import { useUserStudents } from '../api/get-user-students';
import { AccountTab } from '../components/account-tab';
import { AddClientDialog } from '../components/add-client-dialog';
import { ClientPicker } from '../components/client-picker';
import { InvoicesTab } from '../components/invoices-tab';
import { NotesSpeedDial } from '../components/notes-speed-dial';
import { ProfileCard } from '../components/profile-card';
import { ProfileTab } from '../components/profile-tab';

/**
 * The client profile (`/manage-clients`, extended.md §2): pick a client (or add one with the
 * round button), then their card and the Account, Profile and Invoices tabs, and the notes
 * speed dial. The client lives in the address (`?sid=`): a reload, Back or a link opens it.
 * Below staff level the profile is the caller's own (their sid). Staff see every client (and add
 * them); admins change fields and notes (the server checks).
 */
export function ManageClientsPage() {
  const user = useSignedInUser();
  const { company, labels } = useCompany();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const staff = atLeast(user.alevel, LEVEL.staff);
  // A parent or student sees the students linked to them (get-user-students), the first first.
  const students = useUserStudents(user.id, !staff && Boolean(user.sid));
  const own = students.data?.students ?? [];
  const selected = params.get('sid') || (staff ? null : (own[0]?.id ?? null));
  const profile = useClientProfile(selected);
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;

  useEffect(() => {
    document.title = `Manage ${labels.clients} · ${company.name}`;
  }, [labels.clients, company.name]);
  useEffect(() => {
    if (notFound) toast.warning(MESSAGES.noDataFound, { id: 'client-not-found' });
  }, [notFound, selected]);

  const choose = (id: string) => setParams({ sid: id });

  let body: ReactNode;
  if (!staff && user.sid && students.isPending) body = <ProfileSkeleton />;
  else if (!staff && students.isError) body = <FormAlert>{students.error.message}</FormAlert>;
  else if (!selected)
    body = (
      <Notice icon={<UsersRound />} title={`Choose a ${labels.client.toLowerCase()}`}>
        {staff
          ? `Pick a ${labels.client.toLowerCase()} above to see their account, details, ${labels.invoice.toLowerCase()}s and notes, or add a new one with the round button.`
          : 'No student is linked to your account yet. Ask the school to link you.'}
      </Notice>
    );
  else if (profile.isPending) body = <ProfileSkeleton />;
  else if (notFound) body = <Notice icon={<SearchX />} title={MESSAGES.noDataFound} />;
  else if (profile.isError)
    body = (
      <div className="grid justify-items-start gap-3">
        <FormAlert>{profile.error.message}</FormAlert>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  else
    body = (
      <Profile
        profile={profile.data}
        canEdit={atLeast(user.alevel, LEVEL.admin)}
        sms={
          atLeast(user.alevel, LEVEL.admin)
            ? 'admin'
            : !staff && profile.data.client.sid
              ? 'family'
              : null
        }
      />
    );

  return (
    <div className="mx-auto max-w-7xl pb-24">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {staff ? `Manage ${labels.clients}` : `${labels.client} profile`}
      </h1>
      <p className="mt-1 text-muted-foreground">
        {labels.clients} of {company.name}: account, details, {labels.invoice.toLowerCase()}s and
        notes.
      </p>
      {staff && (
        <div className="mt-6">
          <ClientPicker
            value={selected}
            onChange={choose}
            onAdd={() => setAdding(true)}
            selectedLabel={profile.data ? clientEntry(profile.data.client) : undefined}
          />
        </div>
      )}
      {!staff && own.length > 1 && (
        <nav aria-label="Your students" className="mt-6 flex flex-wrap gap-2">
          {own.map((s) => (
            <Button
              key={s.id}
              size="sm"
              variant={s.id === selected ? 'default' : 'outline'}
              aria-pressed={s.id === selected}
              onClick={() => choose(s.id)}
            >
              {s.name}
              {s.class ? ` · ${s.class}` : ''}
            </Button>
          ))}
        </nav>
      )}
      <div className="mt-6">{body}</div>
      {adding && <AddClientDialog onOpenChange={setAdding} onCreated={choose} />}
    </div>
  );
}

function Profile({
  profile,
  canEdit,
  sms,
}: {
  profile: ClientProfile;
  canEdit: boolean;
  sms: 'admin' | 'family' | null;
}) {
  const { labels } = useCompany();
  const [tab, setTab] = useState('account');
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <ProfileCard profile={profile} />
      <Tabs value={tab} onValueChange={setTab} className="min-w-0 gap-4">
        <TabsList aria-label={`${labels.client} profile`} className="w-full sm:w-fit">
          <TabsTrigger value="account">Account</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="invoices">{labels.invoice}s</TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <AccountTab profile={profile} onAllInvoices={() => setTab('invoices')} sms={sms} />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab client={profile.client} editable={canEdit} />
        </TabsContent>
        <TabsContent value="invoices">
          <InvoicesTab profile={profile} />
        </TabsContent>
      </Tabs>
      <NotesSpeedDial
        clientId={profile.client.id}
        clientName={profile.client.name}
        notes={profile.notes}
        canEdit={canEdit}
      />
    </div>
  );
}

function Notice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border bg-card px-6 py-12 text-center shadow-sm">
      <span className="text-muted-foreground [&_svg]:size-10" aria-hidden="true">
        {icon}
      </span>
      <p className="mt-4 font-medium">{title}</p>
      {children && <p className="mt-1 max-w-md text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]" aria-busy="true">
      <Skeleton className="h-72 w-full" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-10 w-72 max-w-full" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}
