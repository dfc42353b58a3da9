import * as z from 'zod';
import { MESSAGES } from '../messages';

/** The spec's minimum donation, in ZAR cents. */
export const MINIMUM_DONATION_CENTS = 1_000;

/** The Donate dialog: names and phone both needed, at least ZAR10 with 2 decimals. */
export const donationBody = z.object({
  name: z.string().trim().min(1, MESSAGES.donationNamesAndPhone).max(120),
  phone: z.string().trim().min(1, MESSAGES.donationNamesAndPhone).max(32),
  amount: z
    .string()
    .trim()
    .transform((value) => value.replace(/,/g, ''))
    .refine(
      (value) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) * 100 >= MINIMUM_DONATION_CENTS,
      MESSAGES.donationMinimum,
    ),
});
export type DonationBody = z.output<typeof donationBody>;
