/**
 * A student's finance for a school year (extended.md §3 "Student finance"), in integer cents.
 * The figures are derived, never stored twice: the account keeps the opening balance, the year's
 * fee and the billings; the payments are summed where they are recorded.
 *
 * - `op`: the opening balance carried into the year (arrears; negative is a credit).
 * - `curfee`: the year's school fee.
 * - `future_billings`: other charges of the year (camp, uniform...), each with what was paid
 *   towards it.
 * - `total_due` = op + curfee + every billing.
 * - `all_pay_sum`: every payment of the year, whatever it was for.
 * - `balance_due_year` = total_due − all_pay_sum.
 */
export type FeeBilling = {
  id: string;
  description: string;
  /** Cents billed. */
  amount: number;
  /** Cents paid towards it (payments naming the billing). */
  paid: number;
};

export type FeeAccountInput = {
  comment?: string | null;
  opening: number;
  fee: number;
  billings: readonly FeeBilling[];
  /** Cents of every payment of the year. */
  paid: number;
};

export type BillingView = FeeBilling & { outstanding: number; settled: boolean };

export type StudentFinance = {
  comment: string;
  op: number;
  curfee: number;
  future_billings: BillingView[];
  future_billings_paid_sum: number;
  future_billings_unpaid_sum: number;
  total_due: number;
  all_pay_sum: number;
  balance_due_year: number;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function studentFinance(account: FeeAccountInput): StudentFinance {
  const billings = account.billings.map((billing) => {
    const outstanding = Math.max(0, billing.amount - billing.paid);
    return { ...billing, outstanding, settled: outstanding === 0 };
  });
  const total_due = account.opening + account.fee + sum(billings.map((b) => b.amount));
  return {
    comment: account.comment ?? '',
    op: account.opening,
    curfee: account.fee,
    future_billings: billings,
    future_billings_paid_sum: sum(billings.map((b) => Math.min(b.paid, b.amount))),
    future_billings_unpaid_sum: sum(billings.map((b) => b.outstanding)),
    total_due,
    all_pay_sum: account.paid,
    balance_due_year: total_due - account.paid,
  };
}

/** The school year a date (`YYYY-MM-DD…`, Johannesburg) falls in: South African schools run by calendar year. */
export const schoolYearOf = (date: string): number => Number(date.slice(0, 4));
