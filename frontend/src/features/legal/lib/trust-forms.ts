import { z } from 'zod';
import {
  closeMatterBody,
  trustMovementBody,
  trustStatementBody,
  trustTransferBody,
} from '@shared/legal/trust-schemas';
import { parseMoney } from '@shared/money/money';

/** The amount field's message: the form takes rands as people type them, not cents. */
export const RANDS_MESSAGE = 'Enter an amount more than 0, e.g. 1,000.00';

/** A form's empty texts are absent fields to the server's schemas (a blank date is today). */
function blanksAbsent(values: unknown): unknown {
  if (typeof values !== 'object' || values === null) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ]),
  );
}

/**
 * An amount typed in rands ('1,000.00', 'R 600', '600.5') as exact whole cents (parseMoney:
 * no floating point), then checked by the server's own amount rule (more than 0, at most
 * R 100,000,000.00).
 */
export const randsAmount = z
  .string({ error: RANDS_MESSAGE })
  .refine((value) => (parseMoney(value) ?? 0) > 0, RANDS_MESSAGE)
  .transform((value) => parseMoney(value) ?? 0)
  .pipe(trustMovementBody.shape.amount);

/** Whole cents of what the amount field holds (0 when it is not an amount). */
export const typedCents = (value: string) => parseMoney(value) ?? 0;

/** Deposit and refund: the server's movement body, the amount in rands, caseID and requestId added on sending. */
export const movementForm = z.preprocess(
  blanksAbsent,
  trustMovementBody.pick({ date: true, reference: true }).extend({ amount: randsAmount }),
);

/** Transfer to business: a movement that names the invoice it pays. */
export const transferForm = z.preprocess(
  blanksAbsent,
  trustTransferBody
    .pick({ date: true, reference: true, invoiceNumber: true })
    .extend({ amount: randsAmount }),
);

/** The statement's period: either end may be left open. */
export const statementForm = z.preprocess(blanksAbsent, trustStatementBody);

/** close-matter's own body. */
export const closeForm = z.preprocess(blanksAbsent, closeMatterBody);

export type MovementValues = {
  amount: string;
  date: string;
  reference: string;
  invoiceNumber: string;
};
