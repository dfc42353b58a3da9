import { saveInvoiceBody, saveQuoteBody } from '@shared/documents/schemas';
import { formatDate } from '@shared/time/sast';
import { clientRecordsPage } from '../clients';
import { systemContext } from '../kernel/context';
import type { Deps } from '../platform/deps';
import type { SeedStep } from '../platform/seed-step';
import { addDays } from './dates';
import { saveInvoice, saveQuote } from './service';

/**
 * The demo tenants whose home shows an overdue invoice (issue 28): the shop, the school, the
 * legal practice, the agency and the NGO, each with its first seeded client.
 */
export const OVERDUE_SEED = [
  { emis: 'vula-trading', item: 'Office chairs (delivered)', price: '4,600.00' },
  { emis: '12824090253', item: 'Hall hire for the prize-giving', price: '2,300.00' },
  { emis: 'mokoena-attorneys', item: 'Consultation and opinion', price: '3,450.00' },
  { emis: 'ubuntu-talent', item: 'Photo shoot talent fee', price: '5,750.00' },
  { emis: 'hands-of-hope-2022', item: 'Venue hire for the fundraiser', price: '1,150.00' },
] as const;

/**
 * One unpaid invoice each, dated 40 days before the seed's today and due 10 days before it, so
 * "Needs attention" shows an overdue invoice whatever the day the demo is seeded; written through
 * the route's own use case (numbered, priced and counted in the figures as any other).
 */
async function seedOverdueInvoices(deps: Deps) {
  const today = formatDate(deps.clock.now());
  for (const seed of OVERDUE_SEED) {
    const ctx = systemContext(deps, seed.emis);
    const [client] = (await clientRecordsPage(ctx, { limit: 1 })).rows;
    if (!client) continue;
    await saveInvoice(
      ctx,
      saveInvoiceBody.parse({
        client: client.id,
        date: addDays(today, -40),
        dueDate: addDays(today, -10),
        items: [{ item_type: 'service', name: seed.item, unit_price: seed.price, quantity: 1 }],
      }),
    );
  }
}

/**
 * An open quotation for the shop's first client, dated 5 days before the seed's today, so the
 * dashboard lists one and its editor (edit-and-print-quote) opens on seeded data.
 */
async function seedOpenQuote(deps: Deps) {
  const ctx = systemContext(deps, 'vula-trading');
  const [client] = (await clientRecordsPage(ctx, { limit: 1 })).rows;
  if (!client) return;
  await saveQuote(
    ctx,
    saveQuoteBody.parse({
      selectedClient: client.id,
      quoteDate: addDays(formatDate(deps.clock.now()), -5),
      services: [{ name: 'Network cabling, 12 points', serviceFee: '7,800.00', quantity: 1 }],
      products: [],
      transports: [{ name: 'Delivery and call-out', transportationFee: '450.00', quantity: 1 }],
      description: 'Valid for 14 days.',
    }),
  );
}

/** After the clients the catalogue's and legal steps seed. */
export const documentsSeeds: SeedStep[] = [
  {
    id: 'documents-overdue',
    needs: ['catalogue', 'legal', 'events'],
    run: ({ deps }) => seedOverdueInvoices(deps),
  },
  { id: 'documents-quote', needs: ['catalogue'], run: ({ deps }) => seedOpenQuote(deps) },
];
