import { FINANCE_MESSAGES } from '@shared/finance/schemas';
import { errorVocabulary } from '../platform/errors';

/** Finance errors: another company's expense, category, provider, budget or account answers as a missing one. */
export const financeError = errorVocabulary<
  'noExpense' | 'noCategory' | 'noProvider' | 'noBudget' | 'noAccount' | 'noClient' | 'noFile'
>({
  noExpense: { status: 404, message: FINANCE_MESSAGES.noExpense },
  noCategory: { status: 404, message: FINANCE_MESSAGES.noCategory },
  noProvider: { status: 404, message: FINANCE_MESSAGES.noProvider },
  noBudget: { status: 404, message: FINANCE_MESSAGES.noBudget },
  noAccount: { status: 404, message: FINANCE_MESSAGES.noAccount },
  noClient: { status: 404, message: FINANCE_MESSAGES.noClient },
  noFile: { status: 404, message: FINANCE_MESSAGES.noFile },
});
