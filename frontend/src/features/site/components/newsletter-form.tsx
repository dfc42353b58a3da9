import { MESSAGES } from '@shared/messages';
import { generalEmailBody } from '@shared/site/schemas';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSendGeneralEmail } from '../api/send-general-email-no-token';
import { useSchemaForm } from '../../../lib/schema-form';

/** The server's own check of the address: required, text@text. */
const newsletterForm = generalEmailBody.pick({ emailAddress: true });

/** The footer's newsletter box: a welcome email to the address, with a link back to the site. */
export function NewsletterForm() {
  const { company } = useCompany();
  const send = useSendGeneralEmail();
  const { form } = useSchemaForm(newsletterForm, { emailAddress: '' }, { parse: true });
  const error = form.formState.errors.emailAddress?.message;

  const onSubmit = form.handleSubmit(async ({ emailAddress }) => {
    try {
      await send.mutateAsync({
        emailAddress,
        subject: `Welcome to ${company.name} news`,
        body: `Thank you for subscribing to news from ${company.name}. We will keep you posted.`,
        link: window.location.origin + '/',
        linkDescription: `Visit ${company.name}`,
      });
      toast.success(MESSAGES.formSubmitted);
      form.reset();
    } catch (failure) {
      toast.error(MESSAGES.oops, {
        description: failure instanceof ApiError ? failure.message : undefined,
      });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
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
          type="email"
          autoComplete="email"
          placeholder="you@example.co.za"
          {...form.register('emailAddress')}
          aria-invalid={error !== undefined}
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
