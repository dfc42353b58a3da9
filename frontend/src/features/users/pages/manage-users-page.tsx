import { SearchX, ShieldOff, UserPlus, UserRound } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@shared/messages';
import type { MemberView, UserFilter } from '@shared/users/schemas';
import { atLeast, LEVEL } from '@shared/access';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { useSidEnabled } from '../api/get-all-classes';
import { useUserById } from '../api/get-user-by-id';
import { BanDialog } from '../components/ban-dialog';
import { InviteDialog } from '../components/invite-dialog';
import { MemberProfileCard } from '../components/member-profile-card';
import { UserSearch } from '../components/user-search';
import { UsersTable } from '../components/users-table';

// The routes behind this screen need a manager (docs/routes.md).

/**
 * Manage Users (`/manage-users`, core.md §2): find a member (dropdown or email search), their
 * profile card and access level, the users table with Ban / Unban and its filter, and the
 * 'Invite Users' dialog. The chosen user lives in the address (`?user=`).
 */
export function ManageUsersPage() {
  const me = useSignedInUser();
  const { company } = useCompany();
  const sidEnabled = useSidEnabled();
  const [params, setParams] = useSearchParams();
  const selected = params.get('user');
  const member = useUserById(selected);
  const [filter, setFilter] = useState<UserFilter>('all');
  const [banning, setBanning] = useState<MemberView | null>(null);
  const [inviting, setInviting] = useState<{ email: string } | null>(null);

  useEffect(() => {
    document.title = `Manage Users · ${company.name}`;
  }, [company.name]);

  if (!atLeast(me.alevel, LEVEL.manager))
    return (
      <div className="mx-auto max-w-7xl">
        <Notice icon={<ShieldOff />} title={MESSAGES.accessDenied}>
          Manage Users is for managers.
        </Notice>
      </div>
    );

  // The server holds the same rule: strictly below the caller's level, never one's own account.
  const canChange = (m: MemberView) => m.id !== me.id && m.alevel < me.alevel;
  const choose = (id: string) => setParams({ user: id });

  let profile: ReactNode;
  if (!selected)
    profile = (
      <Notice icon={<UserRound />} title="Choose a user">
        Pick a user by email, or search by email, to see their profile and access level.
      </Notice>
    );
  else if (member.isPending) profile = <Skeleton className="block h-72 w-full" />;
  else if (member.error instanceof ApiError && member.error.status === 404)
    profile = <Notice icon={<SearchX />} title="User not found" />;
  else if (member.isError)
    profile = (
      <div className="grid justify-items-start gap-2">
        <FormAlert>{member.error.message}</FormAlert>
        <Button variant="outline" onClick={() => void member.refetch()}>
          Try again
        </Button>
      </div>
    );
  else
    profile = (
      <MemberProfileCard
        key={member.data.id}
        member={member.data}
        canChange={canChange(member.data)}
        sidEnabled={sidEnabled}
      />
    );

  return (
    <div className="mx-auto max-w-7xl pb-24">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Manage Users</h1>
          <p className="mt-1 text-muted-foreground">
            Users of {company.name}: access levels, deactivation and invitations.
          </p>
        </div>
        <Button onClick={() => setInviting({ email: '' })} className="max-sm:w-full">
          <UserPlus aria-hidden="true" /> Invite Users
        </Button>
      </div>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          <UserSearch
            value={selected}
            onChange={choose}
            onInvite={(email) => setInviting({ email })}
          />
          {profile}
        </div>
        <UsersTable
          filter={filter}
          onFilterChange={setFilter}
          canChange={canChange}
          onBan={setBanning}
          onOpen={(m) => choose(m.id)}
        />
      </div>
      {banning && (
        <BanDialog
          member={banning}
          onOpenChange={(open) => !open && setBanning(null)}
          onBanned={() => {
            toast.success(`${banning.email} is deactivated`);
            setFilter('ban');
          }}
        />
      )}
      {inviting && (
        <InviteDialog
          email={inviting.email}
          sidEnabled={sidEnabled}
          onOpenChange={(open) => !open && setInviting(null)}
        />
      )}
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
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
      <span className="text-muted-foreground [&_svg]:size-8" aria-hidden="true">
        {icon}
      </span>
      <p className="font-medium">{title}</p>
      {children && <p className="max-w-md text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}
