import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactFormBody } from '@shared/site/schemas';
import { apiPost } from '../../../lib/api-client';

export type ContactForm = z.output<typeof contactFormBody>;

/** POST /submit-contact-form-to-company: stored and emailed to the company; answers 'success'. */
export function useSubmitContactForm() {
  return useMutation({
    mutationFn: (body: ContactForm) => apiPost<'success'>('/submit-contact-form-to-company', body),
  });
}
