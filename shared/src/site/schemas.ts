import * as z from 'zod';
import { IMAGE_FOLDER_NAMES } from '../company/folders';
import { MESSAGES } from '../messages';
import {
  domainName,
  emisCode,
  optionalText,
  requiredEmail,
  requiredText,
} from '../validation/fields';

export const domainBody = z.object({ domain: domainName.optional() });

export const folderBody = z.object({
  folder: z.enum(IMAGE_FOLDER_NAMES as [string, ...string[]], {
    error: `folder must be one of ${IMAGE_FOLDER_NAMES.join(', ')}`,
  }),
  emis: emisCode.optional(),
  domain: domainName.optional(),
});

export const emisBody = z.object({ emis: emisCode.optional(), domain: domainName.optional() });

const contactRequired = MESSAGES.contactAllRequired;

export const contactFormBody = z.object({
  emis: emisCode.optional(),
  domain: domainName.optional(),
  name: requiredText(contactRequired, 120),
  email: requiredEmail(contactRequired),
  phone: requiredText(contactRequired, 32),
  subject: requiredText(contactRequired, 200),
  body: requiredText(contactRequired, 5000),
});
export type ContactFormBody = z.infer<typeof contactFormBody>;

const httpUrl = z
  .string({ error: 'link must be text' })
  .trim()
  .max(2000, 'link is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'link must be an http(s) address');

export const generalEmailBody = z.object({
  domain: domainName.optional(),
  emailAddress: requiredEmail(MESSAGES.emailIsRequired),
  subject: requiredText(MESSAGES.thisFieldIsRequired, 200),
  body: requiredText(MESSAGES.thisFieldIsRequired, 5000),
  link: z.union([z.literal(''), httpUrl]).optional(),
  linkDescription: optionalText(120),
});
export type GeneralEmailBody = z.infer<typeof generalEmailBody>;

const currencyCode = z
  .string({ error: 'currency must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'currency must be a three-letter code such as USD');

export const exchangeRateBody = z.object({
  currency: currencyCode,
  base: currencyCode.default('ZAR'),
});
export type ExchangeRateBody = z.infer<typeof exchangeRateBody>;

export type ExchangeRateReply = {
  base: string;
  currency: string;
  rate: number;
  source: 'live' | 'cache' | 'bundled';
  as_of: string;
};
