/**
 * Where the finance dashboard's income and output VAT come from: the owners' period figures
 * (architecture rule 11: documents and school own their payments and invoices, and keep these
 * figures in the same transactions as their writes). Each answers the sum and count over
 * `dateFrom..dateTo` (days, inclusive).
 */
export { invoicePaymentsFigure, invoiceTaxFigure } from '../documents';
export { keepsFeeAccounts, schoolPaymentsFigure } from '../school';

export type PeriodFigure = { amount: number; count: number };
