import { useMemo } from 'react';
import { billingUnit } from '@shared/legal/billing';
import { addBillingBody } from '@shared/legal/schemas';
import { formatMoney } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { DateField, PickerField, TextField } from '../../../components/form-fields';
import { useLegalList } from '../api/legal-api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAddBilling } from '../api/matters';
import type { Billable } from '../api/types';
import { billingPreview } from '../lib/billing-preview';

type Values = {
  caseID: string;
  billableID: string;
  hours: string;
  billableDate: string;
  description: string;
  staffID: string;
};

/**
 * Add a billing (extended.md §3, §5): choose a billable (Bill stays disabled until one is
 * chosen), its units under the unit's label with its default, the date; the amount is previewed
 * by the shared rule and priced again by the server.
 */
export function BillingForm({ caseID, billables }: { caseID: string; billables: Billable[] }) {
  const { currency } = useCompany();
  const add = useAddBilling(caseID);
  const staff = useLegalList('staff');
  const empty: Values = useMemo(
    () => ({
      caseID,
      billableID: '',
      hours: '',
      billableDate: formatDate(new Date()),
      description: '',
      staffID: '',
    }),
    [caseID],
  );
  const { form, alert, submitWith } = useSchemaForm(addBillingBody, empty);
  const [billableID, hours] = form.watch(['billableID', 'hours']);
  const billable = billables.find((b) => b.id === billableID);
  const preview = billingPreview(billable, hours ?? '');
  const rate = billable
    ? billingUnit(billable).minutes !== null
      ? `${formatMoney(billable.cost_per_hour, currency)} per hour`
      : `${formatMoney(billable.cost_per_hour, currency)} per ${preview.label.toLowerCase()}`
    : null;

  const submit = () =>
    submitWith(addBillingBody, async (values) => {
      const reply = await add.mutateAsync(values);
      toast.success(`Billed ${formatMoney(reply.billing.bill, currency)}`);
      form.reset({ ...empty, billableDate: values.billableDate });
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>Add a billing</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Add a billing"
          className="grid items-start gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <PickerField
            form={form}
            name="billableID"
            label="Billable"
            required
            className="sm:col-span-2"
            options={billables.map((b) => ({
              value: b.id,
              label: b.name,
              description: `${b.unit.label} · ${formatMoney(b.cost_per_hour, currency)}`,
            }))}
            placeholder={billables.length ? 'Choose a billable' : 'No billables for this matter'}
            emptyText="No billable found"
            disabled={billables.length === 0}
            onPicked={(id) => {
              const picked = billables.find((b) => b.id === id);
              if (picked)
                form.setValue('hours', String(billingUnit(picked).defaultUnits), {
                  shouldValidate: false,
                });
            }}
          />
          <TextField
            form={form}
            name="hours"
            label={preview.label}
            inputMode="decimal"
            autoComplete="off"
            hint={rate ?? undefined}
          />
          <DateField form={form} name="billableDate" label="Date" />
          <TextField form={form} name="description" label="Description" className="sm:col-span-2" />
          <PickerField
            form={form}
            name="staffID"
            label="Staff"
            className="sm:col-span-2"
            options={staff.data ?? []}
            placeholder={staff.isPending ? 'Loading…' : 'Choose a staff member (optional)'}
            hint={staff.isError ? staff.error.message : undefined}
          />
          <div
            className="rounded-md border bg-muted/40 p-3 text-sm sm:col-span-2"
            aria-live="polite"
            data-testid="billing-preview"
          >
            {!billable ? (
              'Choose a billable to see the amount.'
            ) : preview.problem ? (
              <span className="text-destructive">{preview.problem}</span>
            ) : (
              <>
                Amount: <strong>{formatMoney(preview.amount ?? 0, currency)}</strong>
                {preview.billedMinutes !== null &&
                  preview.billedMinutes !== Number(hours) &&
                  ` (billed as ${preview.billedMinutes} minutes)`}
              </>
            )}
          </div>
          <FormAlert className="sm:col-span-2">{alert}</FormAlert>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={!billable} loading={add.isPending}>
              Bill
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
