import * as z from 'zod';
import { money, saveInvoiceBody } from '@shared/documents/schemas';
import type { DocumentIssuer } from '@shared/documents/types';
import { RECEIVABLES_MESSAGES } from '@shared/receivables/schemas';
import { compute, type Draft, type DraftLine } from './draft';

export const PRICE_MESSAGE = 'Enter a price like 1,234.56';
export const DISCOUNT_MESSAGE = 'Enter the discount like 1,234.56';

/** An amount the server's own money schema takes ('1,234.56', 'R 99'). */
const isAmount = (text: string) => money.safeParse(text).success;

type Rules = {
  issuer: Pick<DocumentIssuer, 'tax_rate' | 'prices_include_vat'>;
  /** Saving needs a client and a line; the PDF (and the free tool) does not. */
  saving: boolean;
  /** 'Choose a client' in the company's own word for a client. */
  clientMessage: string;
};

/**
 * The editor's draft, checked field by field for react-hook-form: the client (the server's client
 * id rule, in the company's word) and at least one line when saving; each line's price and the
 * discount as the server's money schema reads them; then the shared totals (a discount above the
 * subtotal is the discount's message; amounts too large are the form's).
 */
export function editorSchema({ issuer, saving, clientMessage }: Rules) {
  return z.custom<Draft>().superRefine((draft, ctx) => {
    const issue = (path: Array<string | number>, message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (saving && !saveInvoiceBody.shape.client.safeParse(draft.client.id ?? '').success)
      issue(['client', 'id'], clientMessage);
    if (saving && draft.lines.length === 0) issue(['lines'], RECEIVABLES_MESSAGES.noLines);

    let typed = true;
    draft.lines.forEach((line: DraftLine, index) => {
      if (isAmount(line.priceText)) return;
      typed = false;
      issue(['lines', index, 'priceText'], PRICE_MESSAGE);
    });
    if (draft.discountText.trim() !== '' && !isAmount(draft.discountText)) {
      typed = false;
      issue(['discountText'], DISCOUNT_MESSAGE);
    }
    if (!typed) return;

    const computed = compute(draft, issuer);
    if (computed.ok) return;
    const withoutDiscount = compute({ ...draft, discountText: '' }, issuer);
    issue(withoutDiscount.ok ? ['discountText'] : [], computed.problem);
  });
}

/** The fields that keep the totals (and so the PDF) from adding up: each price, the discount. */
export const amountFields = (draft: Draft) => [
  'discountText' as const,
  ...draft.lines.map((_, index) => `lines.${index}.priceText` as const),
];
