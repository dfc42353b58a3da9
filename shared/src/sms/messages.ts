/**
 * SMS wording: the spec's own where it has one (extended.md §5, §8), this product's where it is
 * silent, in the spec's style. Kept beside the SMS code (shared/src/messages.ts holds the rest).
 */
export const SMS_MESSAGES = {
  bodyRequired: 'Message Body Field is Required!',
  titleRequired: 'Message Title Field is Required!',
  groupExists: 'Group Exist',
  groupRequired: 'Group Name Field is Required!',
  contactRequired: 'Contact Name And Phone Number Are Required!',
  invalidPhone: 'Enter a valid phone number, e.g. 082 555 0101 or +27825550101',
  noRecipients: 'Select at least one recipient with a valid phone number!',
  dateRequired: 'Select a date and time in the future!',
  smsSent: 'SMS Sent Successfully!',
  smsScheduled: 'SMS Scheduled Successfully!',
} as const;

/** The refusal of a send the balance cannot pay for (core.md §8: the balance, and whom to ask). */
export function notEnoughCredits(balance: number, needed: number): string {
  return `You have ${balance} SMS credit${balance === 1 ? '' : 's'}, and this message needs ${needed}. Contact Kantoor, your provider, for more SMS credits.`;
}
