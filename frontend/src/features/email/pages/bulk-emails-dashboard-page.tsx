import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { InvalidEmailRecipient, SentEmailView } from '@shared/email/schemas';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
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
// The same groups as Bulk SMS (Staff, Clients, Users and the company's own), from its API hooks.
import { useSmsGroups } from '../../../lib/api/get-all-sms-groups';
import { useGroupMembers } from '../../../lib/api/get-selected-group-members';
import { useSentEmails } from '../api/get-sent-emails';
import { useSendBulkEmail } from '../api/send-bulk-email';

const NO_GROUP = 'none';

const notSentTo = (invalid: InvalidEmailRecipient[]) =>
  `Not sent to: ${invalid
    .map((i) => `${i.email || i.name || i.id || '?'} (${i.reason})`)
    .join(', ')}`;

/** Bulk Email: one email to a group's members and typed addresses; the sends so far. */
export function BulkEmailsDashboardPage() {
  const { company } = useCompany();
  const sent = useSentEmails();
  useEffect(() => {
    document.title = `Bulk Email · ${company.name}`;
  }, [company.name]);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Bulk Email</h1>
      <Compose />
      <section aria-labelledby="sent-emails-title" className="grid min-w-0 gap-3">
        <h2 id="sent-emails-title" className="text-lg font-semibold">
          Sent emails
        </h2>
        {sent.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : sent.isError ? (
          <FormAlert>{sent.error.message}</FormAlert>
        ) : (
          <DataTable<SentEmailView>
            caption="Sent emails"
            rows={sent.data}
            getRowId={(e) => e.id}
            searchText={(e) => `${e.subject} ${e.preview} ${e.sent_by ?? ''}`}
            searchPlaceholder="Search sent emails"
            emptyText="No emails sent yet."
            columns={[
              { key: 'when', header: 'Date', cell: (e) => e.date_time },
              { key: 'subject', header: 'Subject', cell: (e) => e.subject },
              { key: 'sent', header: 'Sent', cell: (e) => e.sent, className: 'tabular-nums' },
              {
                key: 'not-sent',
                header: 'Not sent',
                cell: (e) => e.not_sent,
                className: 'tabular-nums',
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}

function Compose() {
  const groups = useSmsGroups();
  const send = useSendBulkEmail();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [linkText, setLinkText] = useState('');
  const [groupId, setGroupId] = useState('');
  const [addresses, setAddresses] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sendId, setSendId] = useState(newRequestId);
  const group = groupId && groupId !== NO_GROUP ? groupId : null;
  const members = useGroupMembers(group);

  const submit = async () => {
    setProblem(null);
    if (group && members.isError) return setProblem(members.error.message);
    try {
      const reply = await send.mutateAsync({
        subject,
        body,
        link: link.trim(),
        linkDescription: linkText,
        groupTable: group ?? undefined,
        recipientsIDs: group ? (members.data ?? []).map((m) => m.id) : [],
        emailsArray: splitList(addresses),
        sentEmailID: sendId,
      });
      toast.success(reply.message);
      if (reply.invalid.length > 0) setProblem(notSentTo(reply.invalid));
      setSubject('');
      setBody('');
      setLink('');
      setLinkText('');
      setAddresses('');
      setSendId(newRequestId());
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <form
      noValidate
      aria-label="Compose email"
      className="grid content-start gap-4 rounded-lg border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="font-semibold">New email</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Subject">
          <Input value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
        </FormField>
        <FormField
          label="Recipients group"
          hint={
            group && members.data
              ? `${members.data.length} member${members.data.length === 1 ? '' : 's'}`
              : undefined
          }
        >
          {(field) => (
            <OptionSelect
              {...field}
              value={groupId}
              onValueChange={setGroupId}
              placeholder="No group"
              options={[
                { value: NO_GROUP, label: 'No group' },
                ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
              ]}
            />
          )}
        </FormField>
      </div>
      <FormField label="Message">
        <Textarea
          rows={6}
          value={body}
          maxLength={5000}
          onChange={(e) => setBody(e.target.value)}
        />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Link (optional)" hint="An http(s) address, e.g. https://example.co.za">
          <Input
            type="url"
            inputMode="url"
            value={link}
            maxLength={2000}
            onChange={(e) => setLink(e.target.value)}
          />
        </FormField>
        <FormField label="Link text (optional)">
          <Input value={linkText} maxLength={120} onChange={(e) => setLinkText(e.target.value)} />
        </FormField>
      </div>
      <FormField label="Other addresses" hint="Comma or line separated, e.g. name@example.co.za">
        <Textarea rows={2} value={addresses} onChange={(e) => setAddresses(e.target.value)} />
      </FormField>
      <FormAlert>{problem}</FormAlert>
      {/* As on Bulk SMS: the send button shows only when the subject and the message are filled. */}
      {subject.trim() && body.trim() && (
        <Button
          type="submit"
          className="justify-self-start"
          loading={send.isPending || (group !== null && members.isPending)}
        >
          <Send aria-hidden="true" /> Send email
        </Button>
      )}
    </form>
  );
}
