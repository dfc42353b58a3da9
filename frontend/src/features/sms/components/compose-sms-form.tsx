import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SMS_CYCLES } from '@shared/sms/schedule';
import { smsSegments } from '@shared/sms/segments';
import { RecipientGroupField } from '../../../components/recipients/recipient-group-field';
import { Button } from '../../../components/ui/button';
import { DateTimePicker } from '../../../components/ui/date-time-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { errorText } from '../../../lib/api-client';
import { newRequestId, splitList } from '../../../lib/compose';
import { NO_GROUP, useRecipientGroup } from '../../../lib/recipients';
import { useSendSms } from '../api/send-sms';

const filled = (text: string) => text.trim().length > 0;

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
  const form = useForm<ComposeSms>({ resolver: zodResolver(composeSms), defaultValues: EMPTY });
  const [title, body, groupId, when] = useWatch({
    control: form.control,
    name: ['title', 'body', 'groupId', 'when'],
  });
  const recipients = useRecipientGroup(groupId);
  const [problem, setProblem] = useState<string | null>(null);
  const [sendId, setSendId] = useState(newRequestId);
  const segments = body ? smsSegments(body) : 0;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    // The group's members are the recipients: never send while they are unknown.
    const members = recipients.recipients();
    if ('problem' in members) return setProblem(members.problem);
    const draft = {
      noteTitle: values.title,
      noteBody: values.body,
      groupTable: recipients.group ?? undefined,
      recipientsIDs: members.ids,
      numbersArray: splitList(values.numbers),
      sentSMSID: sendId,
    };
    try {
      const reply = await send.mutateAsync({
        draft,
        timing:
          values.when === 'now'
            ? { when: 'now' }
            : { when: 'future', selectedDate: values.date, cycle: values.cycle },
      });
      toast.success(reply.message);
      const invalid =
        'invalid' in reply ? (reply.invalid as Array<{ phone: string; reason: string }>) : [];
      if (invalid.length > 0)
        setProblem(
          `Not sent to: ${invalid.map((i) => `${i.phone || '?'} (${i.reason})`).join(', ')}`,
        );
      form.reset({ ...form.getValues(), title: '', body: '', numbers: '' });
      setSendId(newRequestId());
    } catch (error) {
      setProblem(errorText(error));
    }
  });

  return (
    <form
      noValidate
      aria-label="Compose SMS"
      className="grid content-start gap-4 rounded-lg border bg-card p-4"
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="font-semibold">New message</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Title">
          <Input maxLength={100} {...form.register('title')} />
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
      <FormAlert>{problem}</FormAlert>
      {/* The spec: the send button shows only when the title and the body are filled. */}
      {filled(title) && filled(body) && (
        <Button
          type="submit"
          className="justify-self-start"
          loading={send.isPending || recipients.waiting}
        >
          <Send aria-hidden="true" /> {when === 'now' ? 'Send SMS' : 'Schedule SMS'}
        </Button>
      )}
    </form>
  );
}
