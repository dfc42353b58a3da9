import type { BillingView } from '@shared/school/finance';
import { savePaymentBody } from '@shared/school/schemas';
import { formatAmount, formatMoney, parseMoney } from '@shared/money/money';
import { PAYMENT_MESSAGES } from '@shared/messages';

/** The description of the year's fee (no billing): the spec's default category. */
export const SCHOOL_FEES = 'School Fees';

/**
 * One line of the pay form: what the description and amount fields hold, as typed. Checked by
 * the server's own fields (save-payment's description and amount): an empty description or an
 * amount of 0 or less gives the spec's 'Aleast You Must Pay For 1 Item…'.
 */
export const payItemForm = savePaymentBody.pick({ description: true, amount: true });
export type PayItemValues = { description: string; amount: string };

/** One thing chosen to pay: the fee, or a billing of the year (cents). */
export type ChosenItem = { description: string; amount: number; billingId?: string };

export type PayOption = { value: string; label: string; billing?: BillingView };

/** The descriptions a parent may pay for: School Fees, then each billing with something outstanding. */
export function payOptions(billings: readonly BillingView[], currency: string): PayOption[] {
  return [
    { value: SCHOOL_FEES, label: SCHOOL_FEES },
    ...billings
      .filter((billing) => billing.outstanding > 0)
      .map((billing) => ({
        value: `billing:${billing.id}`,
        label: `${billing.description} (${formatMoney(billing.outstanding, currency)} outstanding)`,
        billing,
      })),
  ];
}

/** The cents of a typed line when it is a payable one, else 0 (the running total's part). */
export function lineCents(values: PayItemValues): number {
  if (!values.description) return 0;
  const cents = parseMoney(values.amount);
  return cents !== null && cents > 0 ? cents : 0;
}

export const itemsTotal = (items: readonly ChosenItem[]) =>
  items.reduce((sum, item) => sum + item.amount, 0);

/**
 * The items with a typed line added: the same description again adds to its amount; a billing
 * takes no more than is outstanding on it. Answers the message to show instead when it cannot.
 */
export function addItem(
  items: readonly ChosenItem[],
  values: PayItemValues,
  options: readonly PayOption[],
  currency: string,
): { items: ChosenItem[] } | { error: string } {
  const option = options.find((o) => o.value === values.description);
  const cents = lineCents(values);
  if (!option || cents <= 0) return { error: PAYMENT_MESSAGES.payAtLeastOneItem };
  const billingId = option.billing?.id;
  const description = option.billing?.description ?? option.value;
  const existing = items.find((item) => item.billingId === billingId);
  const amount = (existing?.amount ?? 0) + cents;
  if (option.billing && amount > option.billing.outstanding)
    return {
      error: `At most ${formatMoney(option.billing.outstanding, currency)} is outstanding on ${description}`,
    };
  const next = { description, amount, ...(billingId ? { billingId } : {}) };
  return {
    items: existing ? items.map((item) => (item === existing ? next : item)) : [...items, next],
  };
}

/**
 * The body of POST /auth/insert-payment-details: the fee as `selectedCat` and `amount`, each
 * billing as an `fbInfo` entry `id|cents|description`. The server sums it again.
 */
export type PaymentDetailsInput = {
  sid: string;
  selectedCat: string;
  amount: string;
  fbInfo: string[];
};

export function paymentDetails(sid: string, items: readonly ChosenItem[]): PaymentDetailsInput {
  const fee = items.find((item) => !item.billingId);
  return {
    sid,
    selectedCat: fee?.description ?? SCHOOL_FEES,
    amount: fee ? formatAmount(fee.amount) : '0',
    fbInfo: items
      .filter((item) => item.billingId)
      .map((item) => `${item.billingId}|${item.amount}|${item.description.replace(/\|/g, '/')}`),
  };
}
