import { billAmount, billingUnit, unitsProblem, type BillableRule } from '@shared/legal/billing';

/**
 * What the billing form shows for a billable and the units typed: the unit's label, and the
 * amount by the server's own rule (time rounded up to its increment) or why it cannot be billed.
 */
export function billingPreview(
  billable: (BillableRule & { cost_per_hour: number }) | undefined,
  unitsText: string,
): { label: string; amount: number | null; problem: string | null; billedMinutes: number | null } {
  if (!billable) return { label: 'Units', amount: null, problem: null, billedMinutes: null };
  const unit = billingUnit(billable);
  const units = Number(unitsText.trim().replace(',', '.'));
  const problem = unitsText.trim() === '' ? 'Enter the units' : unitsProblem(unit, units);
  if (problem) return { label: unit.label, amount: null, problem, billedMinutes: null };
  return {
    label: unit.label,
    amount: billAmount(billable, billable.cost_per_hour, units),
    problem: null,
    billedMinutes: unit.minutes === null ? null : Math.ceil(units / unit.minutes) * unit.minutes,
  };
}
