import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '@shared/messages';
import { donationBody, type DonationBody } from '@shared/site/donation';
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
import { useCompany } from '../../../lib/company';
import { ContactDetails } from './contact-details';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * The charity's Donate dialog with the spec's checks. Card payment arrives with the payments
 * work; until then a valid form says so plainly and how to give instead: nothing pretends.
 */
export function DonateDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { company } = useCompany();
  const [pledge, setPledge] = useState<DonationBody | null>(null);
  const form = useForm<z.input<typeof donationBody>, unknown, DonationBody>({
    resolver: zodResolver(donationBody),
    defaultValues: { name: '', phone: '', amount: '' },
  });
  const { errors } = form.formState;
  const namesMessage = errors.name?.message ?? errors.phone?.message;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPledge(null);
      form.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Donate to {company.name}</DialogTitle>
          <DialogDescription>Every rand helps. The minimum donation is ZAR10.</DialogDescription>
        </DialogHeader>
        {pledge ? (
          <div role="status" className="space-y-4">
            <p className="rounded-md border border-accent/40 bg-accent/10 p-4">
              Thank you, {pledge.name}. <strong>Online card donations are not open yet</strong>, so
              nothing has been charged. To give R {pledge.amount} now, please contact us and we will
              help you donate directly:
            </p>
            <ContactDetails />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Close</Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            onSubmit={form.handleSubmit(setPledge)}
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
            <DialogFooter>
              <Button type="submit">Donate</Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
