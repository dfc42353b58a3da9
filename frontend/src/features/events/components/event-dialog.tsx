import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { DEFAULT_SAVE_LABEL, EVENT_MESSAGES, type EventView } from '@shared/events/schemas';
import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Combobox } from '../../../components/ui/combobox';
import { DateTimePicker } from '../../../components/ui/date-time-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { planIncludes } from '@shared/plans/entitlements';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAgencyFees, useClients, useRates, useStaff } from '../api/events';
import { BookingInvoice, canBeInvoiced } from './booking-invoice';
import {
  agencyFraction,
  eventFormSchema,
  eventFormValues,
  shortTime,
  type EventFormOutput,
  type EventFormValues,
} from '../lib/event-form';

/** What opens the dialog: a selected range (a new event) or an event clicked. */
export type EventDraft =
  | { kind: 'range'; start: string; end: string; allDay: boolean }
  | { kind: 'event'; event: EventView };

type Props = {
  draft: EventDraft;
  /** Staff (level 5 and up) save and delete; everyone else sees every field read-only. */
  canEdit: boolean;
  onClose: () => void;
  /** Saves; a rejection keeps the dialog open with the server's message. */
  onSave: (values: EventFormOutput) => Promise<unknown>;
  onDelete: (eventId: string) => Promise<unknown>;
  /** The company's own label for the save button (extended.md §2), default Book Now. */
  saveLabel?: string;
  /** Admins (level 7 and up) may invoice a booking from the dialog. */
  canInvoice?: boolean;
};

const PRIVACY = [
  { value: 'Yes', label: 'Private' },
  { value: 'No', label: 'Public' },
] as const;
const NONE = '__none__';

function dialogTitle(draft: EventDraft) {
  if (draft.kind === 'event') return draft.event.title;
  const show = (wall: string) => (draft.allDay ? wall.slice(0, 10) : shortTime(wall));
  return `From ${show(draft.start)} To ${show(draft.end)}`;
}

/**
 * The event dialog (extended.md §2, §4, §5): the booking's fields checked by the save body's own
 * schema ('Required.'), the agency percentage rule, pickers for the talent and the client, and
 * for anyone below staff every field read-only and no buttons but Close.
 */
export function EventDialog({
  draft,
  canEdit,
  onClose,
  onSave,
  onDelete,
  saveLabel,
  canInvoice = false,
}: Props) {
  const { currency, company } = useCompany();
  // Bookings (talent, rates, agency fees) are a plan feature; the calendar is every plan's.
  const bookings = planIncludes(company.plan, 'bookings');
  const event = draft.kind === 'event' ? draft.event : null;
  // An invoiced or paid-out booking is read-only: the server refuses changes (409).
  const [invoicedNow, setInvoicedNow] = useState<number | null>(null);
  const invoiceNumber = invoicedNow ?? event?.invoice_number ?? null;
  const settled = event !== null && (invoiceNumber !== null || Boolean(event.payroll_id));
  const canChange = canEdit && !settled;
  const { form, alert, submitWith } = useSchemaForm<EventFormValues, EventFormOutput>(
    eventFormSchema,
    eventFormValues(draft.kind === 'event' ? { event: draft.event } : draft),
    { parse: true },
  );
  const rates = useRates(canChange && bookings);
  const fees = useAgencyFees(canChange && bookings);
  const staff = useStaff(canChange && bookings);
  const clients = useClients(canChange);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const { errors } = form.formState;

  // The event's own rate, talent and client are choices even before (or without) the lists.
  const rateOptions = [
    { value: NONE, label: 'No rate' },
    ...(rates.data ?? []).map((rate) => ({
      value: rate.id,
      label: `${rate.name} (${formatMoney(rate.price, currency)} per hour)`,
    })),
  ];
  if (event?.rate_id && !rateOptions.some((o) => o.value === event.rate_id))
    rateOptions.push({
      value: event.rate_id,
      // Below staff the reply carries no money: the rate is named, not priced.
      label: event.rates > 0 ? `${formatMoney(event.rates, currency)} per hour` : 'A rate applies',
    });
  const feeOptions = [
    { value: NONE, label: 'No agency fee' },
    ...(fees.data ?? []).map((fee) => ({
      value: fee.id,
      label: `${fee.name} (${fee.percentage} %)`,
    })),
  ];
  const staffOptions = staff.rows.map((s) => ({
    value: s.id,
    label: `${s.name} [${s.id_number}]`,
  }));
  const clientOptions = clients.rows.map((c) => ({ value: c.id, label: c.name }));

  const submit = () =>
    submitWith(eventFormSchema, async (values) => {
      setSaving(true);
      try {
        await onSave(values);
        onClose();
      } finally {
        setSaving(false);
      }
    });

  const invoiceBlock = (booking: EventView) => (
    <BookingInvoice
      event={booking}
      canInvoice={canInvoice}
      invoiceNumber={invoiceNumber}
      onInvoiced={setInvoicedNow}
    />
  );

  const chosenFee = form.watch('agencyFeeName');
  const fraction = form.watch('agencyFee');

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{dialogTitle(draft)}</DialogTitle>
          <DialogDescription>
            {canChange
              ? 'The event’s details; a booking names the talent, the rate and the hours.'
              : settled
                ? 'The booking’s details, read-only: it is invoiced or paid out.'
                : 'The event’s details.'}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Event"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {/* A settled booking says so first: why nothing below can be changed. */}
          {event && settled && <div className="mb-4 grid">{invoiceBlock(event)}</div>}
          {/* Below staff every field is read-only (extended.md §2). */}
          <fieldset disabled={!canChange} className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Title"
              required
              error={errors.title?.message}
              className="sm:col-span-2"
            >
              <Input {...form.register('title')} readOnly={!canChange} />
            </FormField>
            <FormField label="Start Date" required error={errors.startDate?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="startDate"
                  render={({ field }) => (
                    <DateTimePicker
                      {...control}
                      value={field.value}
                      onChange={field.onChange}
                      timeLabel="Start time"
                      disabled={!canChange}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label="End Date" required error={errors.endDate?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="endDate"
                  render={({ field }) => (
                    <DateTimePicker
                      {...control}
                      value={field.value}
                      onChange={field.onChange}
                      timeLabel="End time"
                      disabled={!canChange}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label="Privacy" required error={errors.privacy?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="privacy"
                  render={({ field }) => (
                    <OptionSelect
                      {...control}
                      className="w-full"
                      placeholder="Choose"
                      value={field.value}
                      onValueChange={field.onChange}
                      options={PRIVACY}
                      disabled={!canChange}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label="Hours Per Day" required error={errors.hours?.message}>
              <Input inputMode="decimal" {...form.register('hours')} readOnly={!canChange} />
            </FormField>
            {bookings && (
              <FormField label="Select Rate To Apply To Booking" error={errors.rateID?.message}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name="rateID"
                    render={({ field }) => (
                      <OptionSelect
                        {...control}
                        className="w-full"
                        placeholder={rates.isPending && canChange ? 'Loading…' : 'No rate'}
                        value={field.value || NONE}
                        onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
                        options={rateOptions}
                        disabled={!canChange}
                      />
                    )}
                  />
                )}
              </FormField>
            )}
            {bookings && (
              <FormField
                label="Agency Fee To Apply"
                error={errors.agencyFee?.message}
                hint={
                  Number(fraction) > 0
                    ? `${chosenFee ? `${chosenFee}: ` : ''}${Math.round(Number(fraction) * 100)} % of the booking`
                    : undefined
                }
              >
                {(control) => (
                  <Controller
                    control={form.control}
                    name="agencyFeeId"
                    render={({ field }) => (
                      <OptionSelect
                        {...control}
                        className="w-full"
                        placeholder={chosenFee || 'No agency fee'}
                        value={field.value || (chosenFee ? '' : NONE)}
                        onValueChange={(v) => {
                          const fee = fees.data?.find((f) => f.id === v);
                          field.onChange(fee ? fee.id : '');
                          // The spec's rule: 15 -> 0.15 (2 decimals); 0 stays 0.
                          form.setValue(
                            'agencyFee',
                            String(fee ? agencyFraction(fee.percentage) : 0),
                          );
                          form.setValue('agencyFeeName', fee?.name ?? '');
                        }}
                        options={feeOptions}
                        disabled={!canChange}
                      />
                    )}
                  />
                )}
              </FormField>
            )}
            {canChange && (
              <>
                {bookings && (
                  <FormField label="Talent" error={errors.staffID?.message}>
                    {(control) => (
                      <Controller
                        control={form.control}
                        name="staffID"
                        render={({ field }) => (
                          <Combobox
                            {...control}
                            options={staffOptions}
                            value={field.value || null}
                            onChange={field.onChange}
                            placeholder={staff.isPending ? 'Loading…' : 'Choose a talent'}
                            searchPlaceholder="Name or ID number"
                            emptyText="No talent found"
                            more={staff}
                            selectedLabel={event?.staff_name ?? undefined}
                          />
                        )}
                      />
                    )}
                  </FormField>
                )}
                <FormField label="Client" error={errors.clientID?.message}>
                  {(control) => (
                    <Controller
                      control={form.control}
                      name="clientID"
                      render={({ field }) => (
                        <Combobox
                          {...control}
                          options={clientOptions}
                          value={field.value || null}
                          onChange={field.onChange}
                          placeholder={clients.isPending ? 'Loading…' : 'Choose a client'}
                          searchPlaceholder="Name"
                          emptyText="No client found"
                          more={clients}
                          selectedLabel={event?.client_name ?? undefined}
                        />
                      )}
                    />
                  )}
                </FormField>
              </>
            )}
            {event?.staff_name && (
              <FormField label="Staff Involved">
                <Input value={event.staff_name} readOnly />
              </FormField>
            )}
            {event?.client_name && (
              <FormField label="Client Involved">
                <Input value={event.client_name} readOnly />
              </FormField>
            )}
            <FormField
              label="Event Description"
              error={errors.description?.message}
              className="sm:col-span-2"
            >
              <Textarea rows={4} {...form.register('description')} readOnly={!canChange} />
            </FormField>
          </fieldset>
          {event && !settled && canInvoice && canBeInvoiced(event) && (
            <div className="mt-4 grid">{invoiceBlock(event)}</div>
          )}
          <FormAlert className="mt-4">{alert}</FormAlert>
          <DialogFooter className="mt-6 gap-2">
            {canChange && event && (
              <Button
                type="button"
                variant="outline"
                className="text-destructive sm:mr-auto"
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            {canChange && (
              <Button type="submit" loading={saving}>
                {saveLabel?.trim() || DEFAULT_SAVE_LABEL}
              </Button>
            )}
          </DialogFooter>
        </form>
        {event && (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={EVENT_MESSAGES.confirmDelete}
            description={`“${event.title}” is removed from the calendar.`}
            confirmLabel="Delete"
            destructive
            onConfirm={async () => {
              await onDelete(event.id);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
