import { contactFormBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { submitContactForm } from '../service';

export const handler = defineHandler(
  'POST /submit-contact-form-to-company',
  { body: contactFormBody },
  ({ ctx, body }) => submitContactForm(ctx, body),
);
