import { HeartHandshake } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

// The dialog (its form, zod and Radix Dialog) downloads on the first click, not with the page.
const DonateDialog = lazy(() =>
  import('./donate-dialog').then((m) => ({ default: m.DonateDialog })),
);

export function DonateButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="lg"
        variant="accent"
        className={className}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <HeartHandshake aria-hidden="true" /> Donate
      </Button>
      {open && (
        <Suspense>
          <DonateDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
