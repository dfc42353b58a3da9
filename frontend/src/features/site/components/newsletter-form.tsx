import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useCompany } from '../../../lib/company';

const submitter = () => import('./newsletter-submit');

/**
 * The footer's newsletter box: a welcome email to the address, with a link back to the site. It
 * is on every public page, so its check (the server's zod schema) and the toasts load only when
 * it is used: on focus, then on submit (the one form on the site not made with useSchemaForm,
 * which would put zod and react-hook-form in every page's first download).
 */
export function NewsletterForm() {
  const { company } = useCompany();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('emailAddress') as HTMLInputElement;
    setBusy(true);
    try {
      const { submitNewsletter } = await submitter();
      const result = await submitNewsletter(input.value, company);
      setError(result.error);
      if (result.sent) form.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void submitter()}
      noValidate
      aria-label="Newsletter"
      className="space-y-2"
    >
      <label htmlFor="newsletter-email" className="text-sm">
        Get our news by email
      </label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          name="emailAddress"
          type="email"
          autoComplete="email"
          placeholder="you@example.co.za"
          onChange={() => error && setError(undefined)}
          aria-invalid={error !== undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
        />
        <Button type="submit" variant="accent" loading={busy}>
          Subscribe
        </Button>
      </div>
      {error && (
        <p id="newsletter-error" className="text-sm font-medium">
          {error}
        </p>
      )}
    </form>
  );
}
