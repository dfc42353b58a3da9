import { errorVocabulary } from '../platform/errors';

export const siteError = errorVocabulary<
  'tooManyMessages' | 'linkOffSite' | 'noRate' | 'noCompanyEmail'
>({
  tooManyMessages: { status: 429, message: 'Too many messages from here. Try again in an hour.' },
  linkOffSite: { status: 400, message: "The link must point to this company's own site" },
  noRate: { status: 404, message: 'No exchange rate is known for that currency' },
  noCompanyEmail: {
    status: 409,
    message: 'This company has no email address to receive messages yet',
  },
});
