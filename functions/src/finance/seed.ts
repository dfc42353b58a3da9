import { saveInvoiceBody, markPaidBody } from '@shared/documents/schemas';
import {
  createBudgetBody,
  createProviderBody,
  saveAccountBody,
  saveExpenseBody,
} from '@shared/finance/schemas';
import { dashboardPeriod, monthLater } from '@shared/finance/statement';
import { formatDate } from '@shared/time/sast';
import { markPaid, saveInvoice } from '../documents';
import { createBudget } from './budgets';
import { initialiseCategories } from './categories';
import { saveExpense } from './expenses';
import { createProvider } from './providers';
import { saveAccount } from './accounts';
import { systemContext } from '../kernel/context';
import { holderOf } from '../kernel/unique';
import type { Deps } from '../platform/deps';
import type { SeedStep } from '../platform/seed-step';

/**
 * Vula Trading's finance (issue 14): the default expense categories, three service providers, an
 * account, a few expenses of this month (one of R1,150.00 including VAT), a budget for the year
 * and one paid invoice, written through the routes' own use cases, so the dashboard shows
 * income, expenses, net profit and VAT out of the box.
 */
export const FINANCE_SEED = {
  emis: 'vula-trading',
  client: 'EMIS-500211834',
  providers: [
    { companyName: 'eThekwini Municipality', city: 'Durban', phone: '031 311 1111' },
    { companyName: 'Telkom Business', representative: 'Sipho Zulu', city: 'Durban' },
    { companyName: 'Engen Umgeni Road', city: 'Durban', code: '4001' },
  ],
  expenses: [
    {
      day: 1,
      provider: 0,
      category: 'Utilities',
      amount: '1,150.00',
      vat: true,
      text: 'Electricity and water',
    },
    {
      day: 3,
      provider: 1,
      category: 'Telephone and Internet',
      amount: '899.00',
      vat: true,
      text: 'Fibre line',
    },
    {
      day: 5,
      provider: 2,
      category: 'Transport and Fuel',
      amount: '640.50',
      vat: false,
      text: 'Delivery van diesel',
    },
  ],
} as const;

async function seedFinance(deps: Deps) {
  const seed = FINANCE_SEED;
  const ctx = systemContext(deps, seed.emis);
  const today = formatDate(deps.clock.now());
  const month = today.slice(0, 8);
  const dayOf = (day: number) => {
    const date = `${month}${String(day).padStart(2, '0')}`;
    return date > today ? today : date;
  };
  const { expensesCats } = await initialiseCategories(ctx);
  const category = (name: string) => expensesCats.find((c) => c.name === name)?.id;
  const providers: string[] = [];
  for (const provider of seed.providers)
    providers.push((await createProvider(ctx, createProviderBody.parse(provider))).provider.id);
  for (const e of seed.expenses)
    await saveExpense(
      ctx,
      saveExpenseBody.parse({
        selectedServiceProvider: providers[e.provider],
        selectedExpenseCategory: category(e.category),
        expenseAmount: e.amount,
        expenseDate: dayOf(e.day),
        expenseDescription: e.text,
        includesVat: e.vat,
      }),
    );
  await createBudget(
    ctx,
    createBudgetBody.parse({
      dateFrom: `${today.slice(0, 4)}-01-01`,
      dateTo: `${today.slice(0, 4)}-12-31`,
      description: 'Utilities and telephone',
      budgetAmount: '24,000.00',
      frequency: 'Yearly',
    }),
  );
  await saveAccount(
    ctx,
    saveAccountBody.parse({
      accountName: 'FNB Business Cheque',
      accountType: 'Cheque-Current',
      accountBalance: '48,250.00',
    }),
  );
  // One invoice of this month, paid: the dashboard's income.
  const client = await holderOf(ctx.db, ctx.emis, 'client_reference', seed.client);
  if (!client) return;
  const invoice = await saveInvoice(
    ctx,
    saveInvoiceBody.parse({
      client,
      date: dayOf(2),
      items: [
        {
          item_type: 'service',
          name: 'Office network installation',
          unit_price: '3,500.00',
          quantity: 1,
        },
      ],
    }),
  );
  await markPaid(
    ctx,
    markPaidBody.parse({
      selectedInvoicesForPayment: [invoice.invoiceNumber],
      dateInvoicesPaid: dayOf(4),
      paymentMethod: 'EFT',
    }),
  );
}

/**
 * Baron Office Systems' finance (Premium, where finance is offered; issue 28): each month of
 * the financial year to date (from 1 March) its rent, salaries and telephone, and an irregular
 * repair, so the dashboard's default period opens on a full chart of expense categories.
 */
export const BARON_FINANCE = {
  emis: 'baron-007',
  provider: { companyName: 'Hatfield Property Trust', city: 'Pretoria' },
  monthly: [
    { category: 'Rent', amount: '18,500.00', vat: true, text: 'Office rent' },
    { category: 'Salaries and Wages', amount: '64,200.00', vat: false, text: 'Salaries' },
    { category: 'Telephone and Internet', amount: '1,150.00', vat: true, text: 'Fibre and lines' },
  ],
  repair: { category: 'Repairs and Maintenance', amount: '4,025.00', text: 'Air conditioner' },
} as const;

async function seedBaronFinance(deps: Deps) {
  const seed = BARON_FINANCE;
  const ctx = systemContext(deps, seed.emis);
  const today = formatDate(deps.clock.now());
  const { dateFrom } = dashboardPeriod(today);
  const { expensesCats } = await initialiseCategories(ctx);
  const category = (name: string) => expensesCats.find((c) => c.name === name)?.id;
  const provider = (await createProvider(ctx, createProviderBody.parse(seed.provider))).provider.id;
  const save = (name: string, amount: string, date: string, text: string, vat: boolean) =>
    saveExpense(
      ctx,
      saveExpenseBody.parse({
        selectedServiceProvider: provider,
        selectedExpenseCategory: category(name),
        expenseAmount: amount,
        expenseDate: date,
        expenseDescription: text,
        includesVat: vat,
      }),
    );
  // The 1st of each month from the financial year's start to today's month.
  for (let month = dateFrom; month <= today; month = monthLater(month)) {
    for (const e of seed.monthly) await save(e.category, e.amount, month, e.text, e.vat);
    if (month.slice(5, 7) === '05' || month === dateFrom)
      await save(seed.repair.category, seed.repair.amount, month, seed.repair.text, true);
  }
}

/** The paid invoice is for a client the catalogue's step seeded. */
export const financeSeeds: SeedStep[] = [
  { id: 'finance', needs: ['catalogue'], run: ({ deps }) => seedFinance(deps) },
  { id: 'finance-baron', needs: ['tenants'], run: ({ deps }) => seedBaronFinance(deps) },
];
