import { Clock, Hash, Mail, Phone, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@shared/messages';
import { linkParentBody, type MemberView } from '@shared/users/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { useGrantAccessLevel } from '../api/grant-access-level';
import { useAccessLinks } from '../api/get-users-access-links';
import { useLinkParentToStudent } from '../api/link-parent-to-student';
import { levelName } from '../lib/level-name';
import { useSchemaForm } from '../../../lib/schema-form';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

type Props = {
  member: MemberView;
  /** The caller may change this account (strictly below their level, not their own). */
  canChange: boolean;
  sidEnabled: boolean;
};

/** Who the user is, their access level (changed from the dropdown) and, at a school, their SID. */
export function MemberProfileCard({ member, canChange, sidEnabled }: Props) {
  const links = useAccessLinks();
  const grant = useGrantAccessLevel();
  const initials = member.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const options = (links.data ?? []).map((l) => ({ value: String(l.alevel), label: l.name }));
  if (!options.some((o) => o.value === String(member.alevel)))
    options.push({ value: String(member.alevel), label: levelName(member.alevel) });

  const changeLevel = (value: string) => {
    const alevel = Number(value);
    if (alevel === member.alevel) return;
    grant.mutate(
      { user: member.id, alevel },
      {
        onSuccess: () => toast.success(MESSAGES.accessLevelGranted),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Card aria-label="Profile card">
      <CardHeader className="flex items-center gap-4">
        <span
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand text-lg font-semibold text-brand-foreground"
          aria-hidden="true"
        >
          {initials}
        </span>
        <div className="min-w-0">
          <CardTitle asChild>
            <h2 className="break-words">{member.name}</h2>
          </CardTitle>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {levelName(member.alevel)}
            {member.banned_at ? (
              <Badge variant="destructive">Deactivated</Badge>
            ) : (
              <Badge variant="success">Active</Badge>
            )}
          </p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2 text-sm">
          <Line icon={<Mail />}>
            <a href={`mailto:${member.email}`} className="break-all hover:underline">
              {member.email}
            </a>
          </Line>
          {member.phone_number && (
            <Line icon={<Phone />}>
              <a href={`tel:${member.phone_number}`} className="hover:underline">
                {member.phone_number}
              </a>
            </Line>
          )}
          <Line icon={<ShieldCheck />}>Role: {member.role}</Line>
          {member.sid && <Line icon={<Hash />}>Student number: {member.sid}</Line>}
          <Line icon={<Clock />}>Last seen: {member.last_seen ?? 'never'}</Line>
          {member.banned_at && (
            <li className="text-destructive">
              Deactivated {member.banned_at}
              {member.ban_reason ? `: ${member.ban_reason}` : ''}
            </li>
          )}
        </ul>
        <FormField
          label="Access level"
          hint={canChange ? undefined : 'You can change users below your own level only.'}
        >
          {(field) => (
            <OptionSelect
              {...field}
              className="w-full"
              value={String(member.alevel)}
              onValueChange={changeLevel}
              options={options}
              disabled={!canChange || links.isPending || grant.isPending}
            />
          )}
        </FormField>
        {sidEnabled && canChange && <LinkStudentForm member={member} />}
      </CardContent>
    </Card>
  );
}

/** The server's own check of the student number (required). */
const linkForm = linkParentBody.pick({ sid: true });

function LinkStudentForm({ member }: { member: MemberView }) {
  const link = useLinkParentToStudent();
  const { form } = useSchemaForm(linkForm, { sid: member.sid ?? '' }, { parse: true });

  const submit = form.handleSubmit(({ sid }) =>
    link.mutate(
      { userId: member.id, sid },
      {
        onSuccess: () => toast.success(MESSAGES.parentLinked),
        onError: (error) => form.setError('sid', { message: error.message }),
      },
    ),
  );

  return (
    <form
      noValidate
      aria-label="Link parent to student"
      className="grid gap-2"
      onSubmit={(event) => void submit(event)}
    >
      <FormField label="Student SID" error={form.formState.errors.sid?.message}>
        <Input autoComplete="off" {...form.register('sid')} />
      </FormField>
      <Button type="submit" variant="outline" loading={link.isPending} className="sm:w-fit">
        Link to student
      </Button>
    </form>
  );
}
