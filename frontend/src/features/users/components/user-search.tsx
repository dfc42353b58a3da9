import { Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { userByEmailBody } from '@shared/users/schemas';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api-client';
import { useAllUsers } from '../api/get-all-users';
import { useUserByEmail } from '../api/get-user-by-email';
import { useSchemaForm } from '../../../lib/schema-form';

type Props = {
  value: string | null;
  onChange: (userId: string) => void;
  /** Offered when the wider search finds nobody: invite that email. */
  onInvite: (email: string) => void;
};

/**
 * The two searches of Manage Users: a dropdown of the company's members by email, and a search
 * by an exact email. Someone who is not a member answers "not found" (whether or not they have
 * an account at another company), with an offer to invite them.
 */
export function UserSearch({ value, onChange, onInvite }: Props) {
  const members = useAllUsers();
  const byEmail = useUserByEmail();
  // The server's own check of the email: required, text@text, lower-cased.
  const { form } = useSchemaForm(userByEmailBody, { userEmail: '' }, { parse: true });
  const [missing, setMissing] = useState<string | null>(null);
  const options = members.rows
    .map((m) => ({ value: m.id, label: m.email, description: m.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const search = form.handleSubmit(
    ({ userEmail }) => {
      setMissing(null);
      byEmail.mutate(userEmail, {
        onSuccess: (member) => onChange(member.id),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) setMissing(userEmail);
          else form.setError('userEmail', { message: error.message });
        },
      });
    },
    () => setMissing(null),
  );

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="user-picker">User</Label>
        <Combobox
          id="user-picker"
          options={options}
          value={value}
          onChange={onChange}
          placeholder={members.isPending ? 'Loading…' : 'Choose a user by email'}
          searchPlaceholder="Email or name"
          emptyText="No user found"
          disabled={members.isPending}
          aria-invalid={members.isError || undefined}
          more={members}
        />
        {members.isError && <FormAlert variant="inline">{members.error.message}</FormAlert>}
      </div>
      <form
        noValidate
        role="search"
        aria-label="Search all users by email"
        className="grid gap-2"
        onSubmit={(event) => void search(event)}
      >
        <FormField label="Search by email" error={form.formState.errors.userEmail?.message}>
          <Input
            type="email"
            autoComplete="off"
            placeholder="name@example.co.za"
            {...form.register('userEmail')}
          />
        </FormField>
        <Button type="submit" variant="outline" loading={byEmail.isPending} className="sm:w-fit">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>
      {missing && (
        <div
          role="status"
          className="grid gap-2 rounded-md border border-dashed p-3 text-sm sm:flex sm:items-center sm:justify-between"
        >
          <span className="break-all">
            No user of this company has the email <strong>{missing}</strong>.
          </span>
          <Button size="sm" onClick={() => onInvite(missing)}>
            <UserPlus aria-hidden="true" /> Invite
          </Button>
        </div>
      )}
    </div>
  );
}
