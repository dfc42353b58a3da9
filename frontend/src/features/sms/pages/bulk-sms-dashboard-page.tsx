import { CalendarX, MessageSquarePlus, Send, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SMS_CYCLES, type SmsCycle } from '@shared/sms/schedule';
import { SMS_MESSAGES } from '@shared/sms/messages';
import { smsSegments } from '@shared/sms/segments';
import type { CampaignView, SentSmsView } from '@shared/sms/schemas';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DateTimePicker } from '../../../components/ui/date-time-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { errorText } from '../../../lib/api-client';
import { newRequestId, splitList } from '../../../lib/compose';
import { useCompany } from '../../../lib/company';
import { useCancelCampaign } from '../api/cancel-sms-campaign';
import { useSmsGroups } from '../../../lib/api/get-all-sms-groups';
import { useSmsAnalytics } from '../api/get-data-and-analytics';
import { useGroupMembers } from '../../../lib/api/get-selected-group-members';
import { useSaveContact } from '../api/save-new-contact';
import { useSaveSmsGroup } from '../api/save-sms-group';
import { useSendSms } from '../api/send-sms';

/** The recipients-group choice that means typed numbers only. */
const NO_GROUP = 'none';

/** The spec: the screen shows 20 credits until the real balance arrives. */
const DEFAULT_CREDITS = 20;

const STATUS: Record<SentSmsView['status'], 'success' | 'secondary' | 'destructive'> = {
  delivered: 'success',
  sent: 'secondary',
  rejected: 'destructive',
};

/** Bulk SMS: credits and analytics, groups and members, compose now or on a schedule, sent list. */
export function BulkSmsDashboardPage() {
  const { company } = useCompany();
  const analytics = useSmsAnalytics();
  useEffect(() => {
    document.title = `Bulk SMS · ${company.name}`;
  }, [company.name]);
  const figures: Array<[string, number | undefined]> = [
    ['Credits', analytics.data?.credits ?? DEFAULT_CREDITS],
    ['Sent', analytics.data?.sent],
    ['Delivered', analytics.data?.delivered],
    ['Rejected', analytics.data?.rejected],
    ['Scheduled', analytics.data?.scheduled],
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Bulk SMS</h1>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="SMS figures">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-4 shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[20rem_1fr]">
        <GroupsPanel />
        <Compose />
      </div>
      <ScheduledPanel />
      <section aria-labelledby="sent-title" className="grid min-w-0 gap-3">
        <h2 id="sent-title" className="text-lg font-semibold">
          Sent messages
        </h2>
        {analytics.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : analytics.isError ? (
          <FormAlert>{analytics.error.message}</FormAlert>
        ) : (
          <DataTable<SentSmsView>
            caption="Sent messages"
            rows={analytics.data.sentSMSes}
            getRowId={(m) => m.id}
            searchText={(m) => `${m.title} ${m.body} ${m.to} ${m.name ?? ''}`}
            searchPlaceholder="Search sent messages"
            emptyText="No messages sent yet."
            columns={[
              { key: 'when', header: 'Sent', cell: (m) => m.date_time },
              { key: 'to', header: 'To', cell: (m) => (m.name ? `${m.name} (${m.to})` : m.to) },
              { key: 'title', header: 'Title', cell: (m) => m.title },
              {
                key: 'status',
                header: 'Status',
                cell: (m) => <Badge variant={STATUS[m.status]}>{m.status}</Badge>,
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}

/** The active campaigns, next run first, each with a Cancel that asks before it stops anything. */
function ScheduledPanel() {
  const analytics = useSmsAnalytics();
  const cancel = useCancelCampaign();
  const [victim, setVictim] = useState<CampaignView | null>(null);
  return (
    <section aria-labelledby="scheduled-title" className="grid min-w-0 gap-3">
      <h2 id="scheduled-title" className="text-lg font-semibold">
        Scheduled messages
      </h2>
      {analytics.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : analytics.isError ? (
        <FormAlert>{analytics.error.message}</FormAlert>
      ) : (
        <DataTable<CampaignView>
          caption="Scheduled messages"
          rows={analytics.data.campaigns}
          getRowId={(c) => c.id}
          searchText={(c) => `${c.title} ${c.body} ${c.cycle}`}
          searchPlaceholder="Search scheduled messages"
          emptyText="Nothing scheduled."
          columns={[
            { key: 'title', header: 'Title', cell: (c) => c.title },
            { key: 'next', header: 'Next run', cell: (c) => c.next_run ?? '—' },
            { key: 'cycle', header: 'Cycle', cell: (c) => c.cycle },
            {
              key: 'actions',
              header: 'Actions',
              cell: (c) => (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Cancel ${c.title}`}
                  onClick={() => setVictim(c)}
                >
                  <CalendarX aria-hidden="true" /> Cancel
                </Button>
              ),
            },
            { key: 'runs', header: 'Runs', cell: (c) => c.runs },
            { key: 'last', header: 'Last result', cell: (c) => c.last_result ?? '—' },
          ]}
        />
      )}
      <ConfirmDialog
        open={victim !== null}
        onOpenChange={(open) => {
          if (!open) setVictim(null);
        }}
        title="Cancel this scheduled SMS?"
        description={
          victim
            ? `"${victim.title}" (${victim.cycle}) will not be sent again. This cannot be undone.`
            : undefined
        }
        confirmLabel="Cancel SMS"
        cancelLabel="Keep it"
        destructive
        onConfirm={async () => {
          if (!victim) return;
          try {
            const reply = await cancel.mutateAsync(victim.id);
            toast.success(reply.message);
          } catch (error) {
            toast.error(errorText(error));
            throw error;
          }
        }}
      />
    </section>
  );
}

function GroupsPanel() {
  const groups = useSmsGroups();
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [contact, setContact] = useState({ name: '', phone: '' });
  const saveGroup = useSaveSmsGroup();
  const saveContact = useSaveContact();
  const members = useGroupMembers(selected);
  const group = groups.data?.find((g) => g.id === selected);

  const addGroup = async () => {
    if (!name.trim()) return toast.warning(SMS_MESSAGES.groupRequired);
    try {
      const reply = await saveGroup.mutateAsync({ name: name.trim(), description: '' });
      if (reply.status === 'exist') return toast.warning(reply.message);
      setName('');
      setSelected(reply.group.id);
      toast.success('Form Submitted Successfully!');
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const addContact = async () => {
    if (!selected || !contact.name.trim() || !contact.phone.trim())
      return toast.warning(SMS_MESSAGES.contactRequired);
    try {
      await saveContact.mutateAsync({
        newContactName: contact.name.trim(),
        newPhoneNumber: contact.phone.trim(),
        groupID: selected,
      });
      setContact({ name: '', phone: '' });
      toast.success('Form Submitted Successfully!');
    } catch (error) {
      toast.error(errorText(error));
    }
  };

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
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button variant="outline" loading={saveGroup.isPending} onClick={() => void addGroup()}>
          <MessageSquarePlus aria-hidden="true" /> Add
        </Button>
      </div>
      {group && (
        <div className="grid gap-2 border-t pt-3">
          <h3 className="text-sm font-medium">Members of {group.name}</h3>
          {members.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : members.isError ? (
            <FormAlert>{members.error.message}</FormAlert>
          ) : members.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody in this group yet.</p>
          ) : (
            <ul
              className="grid max-h-48 gap-1 overflow-y-auto text-sm"
              aria-label={`Members of ${group.name}`}
            >
              {members.data.map((m) => (
                <li key={m.id} className="flex justify-between gap-2">
                  <span className="truncate">{m.name}</span>
                  <span className={m.e164 ? 'text-muted-foreground' : 'text-destructive'}>
                    {m.e164 ?? m.phone ?? 'no number'}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {!group.built_in && (
            <div className="grid gap-2">
              <Input
                aria-label="Contact name"
                placeholder="Contact name"
                value={contact.name}
                onChange={(e) => setContact({ ...contact, name: e.target.value })}
              />
              <Input
                aria-label="Phone number"
                placeholder="082 555 0101"
                value={contact.phone}
                onChange={(e) => setContact({ ...contact, phone: e.target.value })}
              />
              <Button
                variant="outline"
                loading={saveContact.isPending}
                onClick={() => void addContact()}
              >
                <UserPlus aria-hidden="true" /> Add contact
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function Compose() {
  const groups = useSmsGroups();
  const send = useSendSms();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [groupId, setGroupId] = useState(NO_GROUP);
  const [numbers, setNumbers] = useState('');
  const [when, setWhen] = useState<'now' | 'future'>('now');
  const [date, setDate] = useState('');
  const [cycle, setCycle] = useState<SmsCycle>('Once');
  const [problem, setProblem] = useState<string | null>(null);
  const [sendId, setSendId] = useState(newRequestId);
  const group = groupId !== NO_GROUP ? groupId : null;
  const members = useGroupMembers(group);
  const segments = body ? smsSegments(body) : 0;

  const submit = async () => {
    setProblem(null);
    // The group's members are the recipients: never send while they are unknown.
    const ids = members.data?.map((m) => m.id);
    if (group && !ids)
      return setProblem(members.isError ? errorText(members.error) : 'Loading the group…');
    const draft = {
      noteTitle: title,
      noteBody: body,
      groupTable: group ?? undefined,
      recipientsIDs: group ? (ids ?? []) : [],
      numbersArray: splitList(numbers),
      sentSMSID: sendId,
    };
    try {
      const reply = await send.mutateAsync({
        draft,
        timing: when === 'now' ? { when } : { when, selectedDate: date, cycle },
      });
      toast.success(reply.message);
      const invalid =
        'invalid' in reply ? (reply.invalid as Array<{ phone: string; reason: string }>) : [];
      if (invalid.length > 0)
        setProblem(
          `Not sent to: ${invalid.map((i) => `${i.phone || '?'} (${i.reason})`).join(', ')}`,
        );
      setTitle('');
      setBody('');
      setNumbers('');
      setSendId(newRequestId());
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <form
      noValidate
      aria-label="Compose SMS"
      className="grid content-start gap-4 rounded-lg border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="font-semibold">New message</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Title">
          <Input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label="Recipients group">
          {(field) => (
            <OptionSelect
              {...field}
              value={groupId}
              onValueChange={setGroupId}
              options={[
                { value: NO_GROUP, label: 'No group' },
                ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
              ]}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Message"
        hint={segments ? `${body.length} characters, ${segments} SMS per recipient` : undefined}
      >
        <Textarea
          rows={4}
          value={body}
          maxLength={1530}
          onChange={(e) => setBody(e.target.value)}
        />
      </FormField>
      <FormField label="Other numbers" hint="Comma or line separated, e.g. 082 555 0101">
        <Textarea rows={2} value={numbers} onChange={(e) => setNumbers(e.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="When">
          {(field) => (
            <OptionSelect
              {...field}
              value={when}
              onValueChange={(value) => setWhen(value as 'now' | 'future')}
              options={[
                { value: 'now', label: 'Now' },
                { value: 'future', label: 'Future' },
              ]}
            />
          )}
        </FormField>
        {when === 'future' && (
          <>
            <FormField label="Cycle">
              {(field) => (
                <OptionSelect
                  {...field}
                  value={cycle}
                  onValueChange={(value) => setCycle(value as SmsCycle)}
                  options={SMS_CYCLES.map((c) => ({ value: c, label: c }))}
                />
              )}
            </FormField>
            <FormField label="First send">
              {(field) => (
                <DateTimePicker {...field} value={date} onChange={setDate} defaultTime="08:00" />
              )}
            </FormField>
          </>
        )}
      </div>
      <FormAlert>{problem}</FormAlert>
      {/* The spec: the send button shows only when the title and the body are filled. */}
      {title.trim() && body.trim() && (
        <Button
          type="submit"
          className="justify-self-start"
          loading={send.isPending || (group !== null && members.isPending)}
        >
          <Send aria-hidden="true" /> {when === 'now' ? 'Send SMS' : 'Schedule SMS'}
        </Button>
      )}
    </form>
  );
}
