import { BellRing } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { LEVEL } from '@shared/access';
import {
  RECEIVABLES_MESSAGES,
  invoiceRemindersBody,
  type InvoiceRemindersBody,
  type InvoiceRemindersView,
} from '@shared/receivables/schemas';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { Switch } from '../../../components/ui/switch';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useInvoiceReminders, useSaveInvoiceReminders } from '../api/invoice-reminders';
import { useSchemaForm } from '../../../lib/schema-form';

/** The settings in words, for those who may not change them and under the form. */
export function describeReminders(s: InvoiceRemindersView): string {
  if (!s.enabled) return 'Clients are not reminded of invoices due.';
  const when = [
    s.daysBefore > 0 && `${s.daysBefore} day${s.daysBefore === 1 ? '' : 's'} before`,
    s.onDueDate && 'on the due date',
    s.daysAfter > 0 && `${s.daysAfter} day${s.daysAfter === 1 ? '' : 's'} after`,
  ].filter(Boolean);
  return when.length === 0
    ? 'Reminders are on, but no day is chosen: nobody is reminded.'
    : `Clients with an unpaid invoice get one reminder ${when.join(', ')} the due date, by email${s.sms ? ' and SMS (uses SMS credits)' : ''}. Paid invoices get none.`;
}

/** Invoice reminders: a manager turns them on and picks the days; others see the choice. */
export function InvoiceRemindersPanel() {
  const user = useSignedInUser();
  const current = useInvoiceReminders();
  return (
    <section
      aria-labelledby="invoice-reminders-heading"
      className="grid gap-3 rounded-lg border p-4"
    >
      <h2 id="invoice-reminders-heading" className="flex items-center gap-2 font-semibold">
        <BellRing className="size-4" aria-hidden="true" /> Invoice reminders
      </h2>
      {current.isPending ? (
        <Skeleton className="h-10 w-64" />
      ) : current.isError ? (
        <FormAlert>{current.error.message}</FormAlert>
      ) : user.alevel >= LEVEL.manager ? (
        <RemindersForm settings={current.data} />
      ) : (
        <p className="text-sm text-muted-foreground">{describeReminders(current.data)}</p>
      )}
    </section>
  );
}

/** The form as typed: the days are text until the schema reads them. */
type ReminderValues = Omit<InvoiceRemindersView, 'daysBefore' | 'daysAfter'> & {
  daysBefore: string;
  daysAfter: string;
};

function RemindersForm({ settings }: { settings: InvoiceRemindersView }) {
  const save = useSaveInvoiceReminders();
  // The server's own schema; a day's message shows under it as it is typed.
  const { form, alert, setAlert } = useSchemaForm<ReminderValues, InvoiceRemindersBody>(
    invoiceRemindersBody,
    {
      ...settings,
      daysBefore: String(settings.daysBefore),
      daysAfter: String(settings.daysAfter),
    },
    { parse: true, mode: 'onChange' },
  );
  const typed = useWatch({ control: form.control });
  const parsed = invoiceRemindersBody.safeParse(typed);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        await save.mutateAsync(values);
        toast.success(RECEIVABLES_MESSAGES.remindersSaved);
      } catch (error) {
        setAlert(errorText(error));
      }
    },
    () => setAlert(RECEIVABLES_MESSAGES.reminderDays),
  );

  const toggle = (id: string, label: string, key: 'enabled' | 'onDueDate' | 'sms') => (
    <div className="flex items-center gap-3">
      <Controller
        control={form.control}
        name={key}
        render={({ field }) => (
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      {toggle('reminders-enabled', 'Remind clients of unpaid invoices', 'enabled')}
      <fieldset disabled={!typed.enabled} className="grid gap-4 disabled:opacity-60 sm:grid-cols-3">
        <FormField
          label="Days before the due date"
          hint="0: none before"
          error={errors.daysBefore?.message}
        >
          <Input inputMode="numeric" {...form.register('daysBefore')} />
        </FormField>
        <div className="flex items-end pb-2">
          {toggle('reminders-on-due', 'On the due date', 'onDueDate')}
        </div>
        <FormField
          label="Days after the due date"
          hint="0: none after"
          error={errors.daysAfter?.message}
        >
          <Input inputMode="numeric" {...form.register('daysAfter')} />
        </FormField>
        <div className="sm:col-span-3">
          {toggle('reminders-sms', 'Also by SMS (uses SMS credits)', 'sms')}
        </div>
      </fieldset>
      <p className="text-sm text-muted-foreground">
        {describeReminders(parsed.success ? parsed.data : settings)}
      </p>
      <FormAlert>{alert}</FormAlert>
      <Button type="submit" loading={save.isPending} className="justify-self-start">
        Save reminders
      </Button>
    </form>
  );
}
