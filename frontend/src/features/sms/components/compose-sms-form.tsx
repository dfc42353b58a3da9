import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SMS_CYCLES } from '@shared/sms/schedule';
import { smsSegments } from '@shared/sms/segments';
import { BulkComposeForm, useBulkCompose } from '../../../components/recipients/bulk-compose';
import { DateTimePicker } from '../../../components/ui/date-time-picker';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { filled, splitList } from '../../../lib/compose';
import { NO_GROUP } from '../../../lib/recipients';
import { useSendSms } from '../api/send-sms';
import { useSchemaForm } from '../../../lib/schema-form';

/** The compose form's values, as typed; the server checks the send again. */
const composeSms = z.object({
  title: z.string().max(100).refine(filled),
  body: z.string().max(1530).refine(filled),
  groupId: z.string(),
  numbers: z.string(),
  when: z.enum(['now', 'future']),
  date: z.string(),
  cycle: z.enum(SMS_CYCLES),
});
type ComposeSms = z.infer<typeof composeSms>;

const EMPTY: ComposeSms = {
  title: '',
  body: '',
  groupId: NO_GROUP,
  numbers: '',
  when: 'now',
  date: '',
  cycle: 'Once',
};

/** Bulk SMS's compose: title, group, message, other numbers, now or on a schedule. */
export function ComposeSmsForm() {
  const send = useSendSms();
  const { form } = useSchemaForm(composeSms, EMPTY, { parse: true });
  const compose = useBulkCompose(form);
  const [title, body, when] = useWatch({ control: form.control, name: ['title', 'body', 'when'] });
  const segments = body ? smsSegments(body) : 0;

  const submit = form.handleSubmit(async (values) => {
    const sent = await compose.send(async ({ group, ids, sendId }) => {
      const reply = await send.mutateAsync({
        draft: {
          noteTitle: values.title,
          noteBody: values.body,
          groupTable: group,
          recipientsIDs: ids,
          numbersArray: splitList(values.numbers),
          sentSMSID: sendId,
        },
        timing:
          values.when === 'now'
            ? { when: 'now' }
            : { when: 'future', selectedDate: values.date, cycle: values.cycle },
      });
      const invalid =
        'invalid' in reply ? (reply.invalid as Array<{ phone: string; reason: string }>) : [];
      return {
        message: reply.message,
        notSent:
          invalid.length > 0
            ? `Not sent to: ${invalid.map((i) => `${i.phone || '?'} (${i.reason})`).join(', ')}`
            : undefined,
      };
    });
    if (sent) form.reset({ ...form.getValues(), title: '', body: '', numbers: '' });
  });

  return (
    <BulkComposeForm
      compose={compose}
      label="Compose SMS"
      heading="New message"
      first={
        <FormField label="Title">
          <Input maxLength={100} {...form.register('title')} />
        </FormField>
      }
      // The spec: the send button shows only when the title and the body are filled.
      ready={filled(title) && filled(body)}
      pending={send.isPending}
      sendLabel={when === 'now' ? 'Send SMS' : 'Schedule SMS'}
      onSubmit={submit}
    >
      <FormField
        label="Message"
        hint={segments ? `${body.length} characters, ${segments} SMS per recipient` : undefined}
      >
        <Textarea rows={4} maxLength={1530} {...form.register('body')} />
      </FormField>
      <FormField label="Other numbers" hint="Comma or line separated, e.g. 082 555 0101">
        <Textarea rows={2} {...form.register('numbers')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="When">
          {(field) => (
            <Controller
              control={form.control}
              name="when"
              render={({ field: when }) => (
                <OptionSelect
                  {...field}
                  value={when.value}
                  onValueChange={when.onChange}
                  options={[
                    { value: 'now', label: 'Now' },
                    { value: 'future', label: 'Future' },
                  ]}
                />
              )}
            />
          )}
        </FormField>
        {when === 'future' && (
          <>
            <FormField label="Cycle">
              {(field) => (
                <Controller
                  control={form.control}
                  name="cycle"
                  render={({ field: cycle }) => (
                    <OptionSelect
                      {...field}
                      value={cycle.value}
                      onValueChange={cycle.onChange}
                      options={SMS_CYCLES.map((c) => ({ value: c, label: c }))}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label="First send">
              {(field) => (
                <Controller
                  control={form.control}
                  name="date"
                  render={({ field: date }) => (
                    <DateTimePicker
                      {...field}
                      value={date.value}
                      onChange={date.onChange}
                      defaultTime="08:00"
                    />
                  )}
                />
              )}
            </FormField>
          </>
        )}
      </div>
    </BulkComposeForm>
  );
}
