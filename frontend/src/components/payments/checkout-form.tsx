import { useEffect, useRef } from 'react';
import type { CheckoutForm } from '@shared/payments/schemas';
import { Button } from '../ui/button';

/**
 * Leaves for the card gateway: a real form posting the signed fields, in the order the server
 * gave them, to the gateway's process address, submitted as soon as it is on the page. Its
 * button stays as a way on should the automatic submit be held back.
 */
export function CheckoutRedirect({ checkout }: { checkout: CheckoutForm }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [checkout]);
  return (
    <form
      ref={form}
      method="post"
      action={checkout.action}
      aria-label="Card payment"
      className="grid gap-3"
    >
      {checkout.fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <p role="status" className="text-sm text-muted-foreground">
        Taking you to the secure card payment page…
      </p>
      <Button type="submit" variant="outline" className="justify-self-start">
        Continue to the card payment page
      </Button>
    </form>
  );
}
