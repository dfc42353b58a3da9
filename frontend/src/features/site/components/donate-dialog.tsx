import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import type { CheckoutForm } from '@shared/payments/schemas';
import { donationBody } from '@shared/site/donation';
import { CheckoutRedirect } from '../../../components/payments/checkout-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDonate } from '../api/donate';
import { useSchemaForm } from '../../../lib/schema-form';

/**
 * The charity's Donate dialog with the spec's checks (names and phone, at least ZAR10). A valid
 * donation becomes a pending checkout on the server, and the browser leaves for the card
 * gateway with the signed form; the gateway returns to /payment-complete.
 */
export function DonateDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { company } = useCompany();
  const [checkout, setCheckout] = useState<CheckoutForm | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const donate = useDonate();
  const { form } = useSchemaForm(
    donationBody,
    { name: '', phone: '', amount: '' },
    { parse: true },
  );
  const { errors } = form.formState;
  const namesMessage = errors.name?.message ?? errors.phone?.message;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setProblem(null);
      form.reset();
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const reply = await donate.mutateAsync(values);
      setCheckout(reply.checkout);
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          if (name === 'name' || name === 'phone' || name === 'amount') {
            form.setError(name, { message });
            placed = true;
          }
      // The server's word on a field goes under it; anything else above the button.
      if (!placed) setProblem(errorText(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Donate to {company.name}</DialogTitle>
          <DialogDescription>Every rand helps. The minimum donation is ZAR10.</DialogDescription>
        </DialogHeader>
        {checkout ? (
          <CheckoutRedirect checkout={checkout} />
        ) : (
          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            className="space-y-4"
            aria-label="Donation"
          >
            <FormAlert variant="inline">{namesMessage && MESSAGES.donationNamesAndPhone}</FormAlert>
            <FormField label="Your names" error={errors.name?.message}>
              <Input id="donation-name" autoComplete="name" {...form.register('name')} />
            </FormField>
            <FormField label="Phone number" error={errors.phone?.message}>
              <Input
                id="donation-phone"
                type="tel"
                autoComplete="tel"
                {...form.register('phone')}
              />
            </FormField>
            <FormField label="Amount (ZAR)" error={errors.amount?.message}>
              <Input
                id="donation-amount"
                inputMode="decimal"
                placeholder="100.00"
                {...form.register('amount')}
              />
            </FormField>
            <FormAlert>{problem}</FormAlert>
            <DialogFooter>
              <Button type="submit" loading={donate.isPending}>
                <HeartHandshake aria-hidden="true" /> Donate
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
