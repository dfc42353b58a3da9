import { MESSAGES } from '@shared/messages';
import { generalEmailBody } from '@shared/site/schemas';
import { toast } from '../../../components/ui/sonner';
import { ApiError, apiPost } from '../../../lib/api-client';
import { toasterMounted } from '../../../lib/toaster-ready';

/** The server's own check of the address: required, text@text. */
const newsletterForm = generalEmailBody.pick({ emailAddress: true });

/**
 * The newsletter box's submit, loaded when it is first used (zod and the toasts stay out of the
 * public pages' first download): the field's message when the address is not one, else
 * undefined once the welcome email is sent (or the failure toasted).
 */
export async function submitNewsletter(
  value: string,
  company: { name: string },
): Promise<{ error?: string; sent: boolean }> {
  const parsed = newsletterForm.safeParse({ emailAddress: value });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message, sent: false };
  try {
    await apiPost<'success'>('/send-general-email-no-token', {
      emailAddress: parsed.data.emailAddress,
      subject: `Welcome to ${company.name} news`,
      body: `Thank you for subscribing to news from ${company.name}. We will keep you posted.`,
      link: window.location.origin + '/',
      linkDescription: `Visit ${company.name}`,
    });
    await toasterMounted();
    toast.success(MESSAGES.formSubmitted);
    return { sent: true };
  } catch (failure) {
    await toasterMounted();
    toast.error(MESSAGES.oops, {
      description: failure instanceof ApiError ? failure.message : undefined,
    });
    return { sent: false };
  }
}
