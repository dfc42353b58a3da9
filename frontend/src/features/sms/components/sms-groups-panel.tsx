import { MessageSquarePlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { SMS_MESSAGES } from '@shared/sms/messages';
import type { SmsGroupView } from '@shared/sms/schemas';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSmsGroups } from '../../../lib/api/get-all-sms-groups';
import { useGroupMembers } from '../../../lib/api/get-selected-group-members';
import { useSaveContact } from '../api/save-new-contact';
import { useSaveSmsGroup } from '../api/save-sms-group';
import { useSchemaForm } from '../../../lib/schema-form';

const SAVED = 'Form Submitted Successfully!';
const trimmed = (message: string) => z.string().trim().min(1, message);
const newGroup = z.object({ name: trimmed(SMS_MESSAGES.groupRequired) });
const newContact = z.object({
  name: trimmed(SMS_MESSAGES.contactRequired),
  phone: trimmed(SMS_MESSAGES.contactRequired),
});

/** The first field message of a refused form, as the spec's warning toast. */
function warnFirst(errors: Record<string, { message?: string } | undefined>) {
  const message = Object.values(errors).find((error) => error?.message)?.message;
  if (message) toast.warning(message);
}

/** Bulk SMS's groups: the list, a new group, and the chosen group's members and a new contact. */
export function SmsGroupsPanel() {
  const groups = useSmsGroups();
  const [selected, setSelected] = useState<string | null>(null);
  const saveGroup = useSaveSmsGroup();
  const { form } = useSchemaForm(newGroup, { name: '' }, { parse: true });
  const group = groups.data?.find((g) => g.id === selected);

  const addGroup = form.handleSubmit(async ({ name }) => {
    try {
      const reply = await saveGroup.mutateAsync({ name, description: '' });
      if (reply.status === 'exist') return void toast.warning(reply.message);
      form.reset();
      setSelected(reply.group.id);
      toast.success(SAVED);
    } catch (error) {
      toast.error(errorText(error));
    }
  }, warnFirst);

  return (
    <section
      aria-labelledby="groups-title"
      className="grid content-start gap-3 rounded-lg border bg-card p-4"
    >
      <h2 id="groups-title" className="font-semibold">
        Groups
      </h2>
      {groups.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : groups.isError ? (
        <FormAlert>{groups.error.message}</FormAlert>
      ) : (
        <ul className="grid gap-1" aria-label="SMS groups">
          {groups.data.map((g) => (
            <li key={g.id}>
              <Button
                variant={g.id === selected ? 'default' : 'ghost'}
                size="sm"
                className="w-full justify-start"
                aria-pressed={g.id === selected}
                onClick={() => setSelected(g.id)}
              >
                {g.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          aria-label="New group name"
          placeholder="New group name"
          {...form.register('name')}
        />
        <Button variant="outline" loading={saveGroup.isPending} onClick={() => void addGroup()}>
          <MessageSquarePlus aria-hidden="true" /> Add
        </Button>
      </div>
      {group && <GroupMembers key={group.id} group={group} />}
    </section>
  );
}

function GroupMembers({ group }: { group: SmsGroupView }) {
  const members = useGroupMembers(group.id);
  return (
    <div className="grid gap-2 border-t pt-3">
      <h3 className="text-sm font-medium">Members of {group.name}</h3>
      {members.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : members.isError ? (
        <FormAlert>{members.error.message}</FormAlert>
      ) : members.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody in this group yet.</p>
      ) : (
        <div className="grid max-h-48 gap-2 overflow-y-auto">
          <ul className="grid gap-1 text-sm" aria-label={`Members of ${group.name}`}>
            {members.rows.map((m) => (
              <li key={m.id} className="flex justify-between gap-2">
                <span className="truncate">{m.name}</span>
                <span className={m.e164 ? 'text-muted-foreground' : 'text-destructive'}>
                  {m.e164 ?? m.phone ?? 'no number'}
                </span>
              </li>
            ))}
          </ul>
          <LoadMore more={members} />
        </div>
      )}
      {!group.built_in && <AddContact groupId={group.id} />}
    </div>
  );
}

function AddContact({ groupId }: { groupId: string }) {
  const saveContact = useSaveContact();
  const { form } = useSchemaForm(newContact, { name: '', phone: '' }, { parse: true });
  const addContact = form.handleSubmit(async ({ name, phone }) => {
    try {
      await saveContact.mutateAsync({
        newContactName: name,
        newPhoneNumber: phone,
        groupID: groupId,
      });
      form.reset();
      toast.success(SAVED);
    } catch (error) {
      toast.error(errorText(error));
    }
  }, warnFirst);
  return (
    <div className="grid gap-2">
      <Input aria-label="Contact name" placeholder="Contact name" {...form.register('name')} />
      <Input aria-label="Phone number" placeholder="082 555 0101" {...form.register('phone')} />
      <Button variant="outline" loading={saveContact.isPending} onClick={() => void addContact()}>
        <UserPlus aria-hidden="true" /> Add contact
      </Button>
    </div>
  );
}
