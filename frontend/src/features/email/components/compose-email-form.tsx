import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { InvalidEmailRecipient } from '@shared/email/schemas';
import { RecipientGroupField } from '../../../components/recipients/recipient-group-field';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { errorText } from '../../../lib/api-client';
import { newRequestId, splitList } from '../../../lib/compose';
import { NO_GROUP, useRecipientGroup } from '../../../lib/recipients';
import { useSendBulkEmail } from '../api/send-bulk-email';

const filled = (text: string) => text.trim().length > 0;

/** The compose form's values, as typed; the server checks the send again (the link too). */
const composeEmail = z.object({
  subject: z.string().max(200).refine(filled),
  body: z.string().max(5000).refine(filled),
  link: z.string().max(2000),
  linkText: z.string().max(120),
  groupId: z.string(),
  addresses: z.string(),
});
type ComposeEmail = z.infer<typeof composeEmail>;

const EMPTY: ComposeEmail = {
  subject: '',
  body: '',
  link: '',
  linkText: '',
  groupId: NO_GROUP,
  addresses: '',
};

const notSentTo = (invalid: InvalidEmailRecipient[]) =>
  `Not sent to: ${invalid
    .map((i) => `${i.email || i.name || i.id || '?'} (${i.reason})`)
    .join(', ')}`;

/** Bulk Email's compose: subject, group, message, an optional link, other addresses. */
export function ComposeEmailForm() {
  const send = useSendBulkEmail();
  const form = useForm<ComposeEmail>({ resolver: zodResolver(composeEmail), defaultValues: EMPTY });
  const [subject, body, groupId] = useWatch({
    control: form.control,
    name: ['subject', 'body', 'groupId'],
  });
  const recipients = useRecipientGroup(groupId);
  const [problem, setProblem] = useState<string | null>(null);
  const [sendId, setSendId] = useState(newRequestId);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    // As on Bulk SMS: the group's members are the recipients, never sent while unknown.
    const members = recipients.recipients();
    if ('problem' in members) return setProblem(members.problem);
    try {
      const reply = await send.mutateAsync({
        subject: values.subject,
        body: values.body,
        link: values.link.trim(),
        linkDescription: values.linkText,
        groupTable: recipients.group ?? undefined,
        recipientsIDs: members.ids,
        emailsArray: splitList(values.addresses),
        sentEmailID: sendId,
      });
      toast.success(reply.message);
      if (reply.invalid.length > 0) setProblem(notSentTo(reply.invalid));
      form.reset({ ...EMPTY, groupId: values.groupId });
      setSendId(newRequestId());
    } catch (error) {
      setProblem(errorText(error));
    }
  });

  return (
    <form
      noValidate
      aria-label="Compose email"
      className="grid content-start gap-4 rounded-lg border bg-card p-4"
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="font-semibold">New email</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Subject">
          <Input maxLength={200} {...form.register('subject')} />
        </FormField>
        <Controller
          control={form.control}
          name="groupId"
          render={({ field }) => (
            <RecipientGroupField
              value={field.value}
              onChange={field.onChange}
              recipients={recipients}
            />
          )}
        />
      </div>
      <FormField label="Message">
        <Textarea rows={6} maxLength={5000} {...form.register('body')} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Link (optional)" hint="An http(s) address, e.g. https://example.co.za">
          <Input type="url" inputMode="url" maxLength={2000} {...form.register('link')} />
        </FormField>
        <FormField label="Link text (optional)">
          <Input maxLength={120} {...form.register('linkText')} />
        </FormField>
      </div>
      <FormField label="Other addresses" hint="Comma or line separated, e.g. name@example.co.za">
        <Textarea rows={2} {...form.register('addresses')} />
      </FormField>
      <FormAlert>{problem}</FormAlert>
      {/* As on Bulk SMS: the send button shows only when the subject and the message are filled. */}
      {filled(subject) && filled(body) && (
        <Button
          type="submit"
          className="justify-self-start"
          loading={send.isPending || recipients.waiting}
        >
          <Send aria-hidden="true" /> Send email
        </Button>
      )}
    </form>
  );
}
