import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@shared/validation/fields';
import { MESSAGES } from '@shared/messages';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSendGeneralEmail } from '../api/send-general-email-no-token';

/** The footer's newsletter box: a welcome email to the address, with a link back to the site. */
export function NewsletterForm() {
  const { company } = useCompany();
  const send = useSendGeneralEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(MESSAGES.emailIsRequired);
    if (!EMAIL_PATTERN.test(address)) return setError(MESSAGES.emailMustBeValid);
    setError(null);
    try {
      await send.mutateAsync({
        emailAddress: address,
        subject: `Welcome to ${company.name} news`,
        body: `Thank you for subscribing to news from ${company.name}. We will keep you posted.`,
        link: window.location.origin + '/',
        linkDescription: `Visit ${company.name}`,
      });
      toast.success(MESSAGES.formSubmitted);
      setEmail('');
    } catch (failure) {
      toast.error(MESSAGES.oops, {
        description: failure instanceof ApiError ? failure.message : undefined,
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter" className="space-y-2">
      <label htmlFor="newsletter-email" className="text-sm">
        Get our news by email
      </label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.co.za"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'newsletter-error' : undefined}
        />
        <Button type="submit" variant="accent" loading={send.isPending}>
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
