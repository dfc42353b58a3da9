import { BellRing } from 'lucide-react';
import { LEVEL } from '@shared/access';
import { feeRemindersBody } from '@shared/school/schemas';
import { ChoiceField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useSchemaForm } from '../../../lib/schema-form';
import { useFeeReminders, useSaveFeeReminders, type ReminderChannel } from '../api/fee-reminders';

const CHANNELS = [
  { value: 'off', label: 'Off' },
  { value: 'sms', label: 'By SMS (uses SMS credits)' },
  { value: 'email', label: 'By email' },
] as const;

const describe = (channel: ReminderChannel) =>
  channel === 'off'
    ? 'Parents are not reminded.'
    : `Parents linked to a learner who still owes after the fee’s due date get one reminder ${channel === 'sms' ? 'SMS' : 'email'} per due date.`;

/** Fee reminders: a manager opts the school in (by SMS or email) or out; others see the choice. */
export function FeeRemindersPanel() {
  const user = useSignedInUser();
  const current = useFeeReminders();
  const manager = user.alevel >= LEVEL.manager;
  return (
    <section aria-labelledby="fee-reminders-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="fee-reminders-heading" className="flex items-center gap-2 font-semibold">
        <BellRing className="size-4" aria-hidden="true" /> Fee reminders
      </h2>
      {current.isPending ? (
        <Skeleton className="h-10 w-64" />
      ) : current.isError ? (
        <FormAlert>{current.error.message}</FormAlert>
      ) : manager ? (
        <ReminderForm channel={current.data.channel} />
      ) : (
        <p className="text-sm text-muted-foreground">{describe(current.data.channel)}</p>
      )}
    </section>
  );
}

function ReminderForm({ channel }: { channel: ReminderChannel }) {
  const save = useSaveFeeReminders();
  const { form, alert, submitWith } = useSchemaForm<{ channel: string }>(feeRemindersBody, {
    channel,
  });
  const onSubmit = () =>
    submitWith(feeRemindersBody, async ({ channel: next }) => {
      const reply = await save.mutateAsync(next as ReminderChannel);
      toast.success(describe(reply.channel));
    });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_auto] sm:items-end"
    >
      <ChoiceField
        form={form}
        name="channel"
        label="Remind parents of fees due"
        options={CHANNELS}
      />
      <Button type="submit" loading={save.isPending}>
        Save
      </Button>
      <p className="text-sm text-muted-foreground sm:col-span-2">{describe(channel)}</p>
      <FormAlert>{alert}</FormAlert>
    </form>
  );
}
