import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { InvalidEmailRecipient } from '@shared/email/schemas';
import { BulkComposeForm, useBulkCompose } from '../../../components/recipients/bulk-compose';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { filled, splitList } from '../../../lib/compose';
import { NO_GROUP } from '../../../lib/recipients';
import { useSendBulkEmail } from '../api/send-bulk-email';
import { useSchemaForm } from '../../../lib/schema-form';

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
  const { form } = useSchemaForm(composeEmail, EMPTY, { parse: true });
  const compose = useBulkCompose(form);
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });

  const submit = form.handleSubmit(async (values) => {
    // As on Bulk SMS: the group's members are the recipients, never sent while unknown.
    const sent = await compose.send(async ({ group, ids, sendId }) => {
      const reply = await send.mutateAsync({
        subject: values.subject,
        body: values.body,
        link: values.link.trim(),
        linkDescription: values.linkText,
        groupTable: group,
        recipientsIDs: ids,
        emailsArray: splitList(values.addresses),
        sentEmailID: sendId,
      });
      return {
        message: reply.message,
        notSent: reply.invalid.length > 0 ? notSentTo(reply.invalid) : undefined,
      };
    });
    if (sent) form.reset({ ...EMPTY, groupId: values.groupId });
  });

  return (
    <BulkComposeForm
      compose={compose}
      label="Compose email"
      heading="New email"
      first={
        <FormField label="Subject">
          <Input maxLength={200} {...form.register('subject')} />
        </FormField>
      }
      // As on Bulk SMS: the send button shows only when the subject and the message are filled.
      ready={filled(subject) && filled(body)}
      pending={send.isPending}
      sendLabel="Send email"
      onSubmit={submit}
    >
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
    </BulkComposeForm>
  );
}
