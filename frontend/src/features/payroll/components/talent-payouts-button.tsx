import { Star } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useAddTalentPayouts } from '../api/payroll';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Add talent payouts' on an open run (the page is managers' only): the month's bookings of the
 * talents on the run become one 'Other Earnings' line each, never twice. Shown for every
 * company, not only agencies: any company may book talent on its calendar, and with no bookings
 * the action says so and adds nothing.
 */
export function TalentPayoutsButton({
  payrollID,
  money,
}: {
  payrollID: string;
  money: (cents: number) => string;
}) {
  const payouts = useAddTalentPayouts(payrollID);
  const [confirming, setConfirming] = useState(false);

  const add = async () => {
    try {
      const done = await payouts.mutateAsync();
      if (done.added === 0) toast.info('No talent payouts to add for this month');
      else
        toast.success(
          `Added ${plural(done.added, 'payout', 'payouts')} (${money(done.amount)}) for ${plural(done.talents, 'talent', 'talents')}` +
            (done.more ? '; more remain: add again' : ''),
        );
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  return (
    <>
      <Button variant="outline" loading={payouts.isPending} onClick={() => setConfirming(true)}>
        <Star aria-hidden="true" /> Add talent payouts
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Add talent payouts to this payroll?"
        description="Each booking of this month by a talent on this payroll becomes one earnings line of its payout. A booking is added once; a paid-out booking can no longer be changed."
        confirmLabel="Add talent payouts"
        onConfirm={add}
      />
    </>
  );
}
