import { addBillingBody, addCaseBody, saveTaskBody } from '@shared/legal/schemas';
import { formatDate } from '@shared/time/sast';
import { systemContext } from '../kernel/context';
import { holderOf } from '../kernel/unique';
import { addBilling } from './billing';
import { addCase, addDays } from './matters';
import { saveTask } from './tasks';
import { AppError } from '../platform/errors';
import type { Deps } from '../platform/deps';
import type { SeedRows, SeedStep } from '../platform/seed-step';

type Rows = (table: string, rows: SeedRows) => Promise<void>;

/**
 * Mokoena Attorneys' legal records: court types, scales, attorney types, case statuses and
 * billables (rates in cents), then matters for its seeded clients with a few bills and tasks,
 * written through the routes' own use cases (file-number markers, server-priced bills).
 */
export const LEGAL_SEED = {
  emis: 'mokoena-attorneys',
  courtTypes: [
    { id: 'court-mc', name: 'Magistrates\u2019 Court' },
    { id: 'court-hc', name: 'High Court' },
  ],
  scales: [
    { id: 'scale-a', name: 'Scale A' },
    { id: 'scale-b', name: 'Scale B' },
  ],
  attorneyTypes: [
    { id: 'attorney-attorney', name: 'Attorney' },
    { id: 'attorney-candidate', name: 'Candidate Attorney' },
    { id: 'attorney-correspondent', name: 'Correspondent Attorney' },
  ],
  statuses: [
    { id: 'status-open', name: 'Open', color: '#16A34A' },
    { id: 'status-progress', name: 'In Progress', color: '#2563EB' },
    { id: 'status-completed', name: 'Completed', color: '#DC2626' },
    { id: 'status-closed', name: 'Closed', color: '#7F1D1D' },
  ],
  billables: [
    // Magistrates' Court, scale A.
    {
      id: 'billable-mc-a-consultation',
      name: 'Consultation',
      item_type: 'billable',
      cost_per_hour: 120_000,
      qty_increment_id: 2,
      court_type_id: 'court-mc',
      scale_id: 'scale-a',
    },
    {
      id: 'billable-mc-a-perusal',
      name: 'Perusal of documents',
      item_type: 'billable',
      cost_per_hour: 120_000,
      qty_increment_id: 7,
      court_type_id: 'court-mc',
      scale_id: 'scale-a',
    },
    {
      id: 'billable-mc-a-summons',
      name: 'Drafting of summons',
      item_type: 'billable',
      cost_per_hour: 250_000,
      qty_increment_id: 1,
      court_type_id: 'court-mc',
      scale_id: 'scale-a',
    },
    {
      id: 'billable-mc-a-attendance',
      name: 'Attendance at court',
      item_type: 'billable',
      cost_per_hour: 150_000,
      qty_increment_id: 6,
      court_type_id: 'court-mc',
      scale_id: 'scale-a',
    },
    // High Court, scale B.
    {
      id: 'billable-hc-b-consultation',
      name: 'Consultation',
      item_type: 'billable',
      cost_per_hour: 180_000,
      qty_increment_id: 2,
      court_type_id: 'court-hc',
      scale_id: 'scale-b',
    },
    {
      id: 'billable-hc-b-perusal',
      name: 'Perusal of documents',
      item_type: 'billable',
      cost_per_hour: 180_000,
      qty_increment_id: 7,
      court_type_id: 'court-hc',
      scale_id: 'scale-b',
    },
    {
      id: 'billable-hc-b-folios',
      name: 'Drafting (per folio)',
      item_type: 'billable',
      cost_per_hour: 2_500,
      qty_increment_id: 4,
      court_type_id: 'court-hc',
      scale_id: 'scale-b',
    },
    // Every court and scale.
    {
      id: 'billable-copies',
      name: 'Copies',
      item_type: 'billable',
      cost_per_hour: 500,
      qty_increment_id: 3,
    },
    {
      id: 'billable-travel',
      name: 'Travel',
      item_type: 'transport',
      cost_per_hour: 484,
      qty_increment_id: 1,
    },
  ],
  matters: [
    {
      client: '7803155678083',
      caseObj: {
        caseTitle: 'Molefe v Sandton Motors (Pty) Ltd',
        fileNumber: 'MOK/2026/001',
        casePetitioner: 'Thabo Molefe',
        caseRespondent: 'Sandton Motors (Pty) Ltd',
        caseDescription:
          'Claim for refund of a defective vehicle under the Consumer Protection Act.',
        courtTypeID: 'court-mc',
        scaleID: 'scale-a',
        attorneyTypeID: 'attorney-attorney',
        statusID: 'status-open',
        startDate: '2026-09-01',
        endDate: '2027-03-31',
      },
      bills: [
        ['billable-mc-a-consultation', 60, 'First consultation with client', '2026-09-02'],
        ['billable-mc-a-perusal', 25, 'Perusal of purchase agreement', '2026-09-05'],
        ['billable-copies', 24, 'Copies of agreement and invoices', '2026-09-05'],
      ] as const,
      tasks: [
        ['Send letter of demand to Sandton Motors', '2026-09-10', '09:00'],
        ['Issue summons if no reply', '2026-10-15', '10:00'],
      ] as const,
    },
    {
      client: '2016/223145/07',
      caseObj: {
        caseTitle: 'Khumalo Holdings v Gauteng Build Co',
        fileNumber: 'MOK/2026/002',
        casePetitioner: 'Khumalo Holdings (Pty) Ltd',
        caseRespondent: 'Gauteng Build Co (Pty) Ltd',
        caseDescription: 'Breach of a construction contract: late completion penalties.',
        courtTypeID: 'court-hc',
        scaleID: 'scale-b',
        attorneyTypeID: 'attorney-attorney',
        statusID: 'status-progress',
        startDate: '2026-07-15',
      },
      bills: [
        ['billable-hc-b-consultation', 90, 'Consultation with the CEO', '2026-07-16'],
        ['billable-hc-b-folios', 12, 'Particulars of claim', '2026-07-20'],
      ] as const,
      // Days from the seed's today (a number): the home's tasks due today and tomorrow.
      tasks: [
        ['File replication', '2026-12-01', '12:00'],
        ['Prepare heads of argument', 0, '14:00'],
        ['Consult Khumalo CEO on settlement offer', 1, '10:00'],
      ] as const,
    },
    {
      client: '8907230234086',
      caseObj: {
        caseTitle: 'Estate late Dlamini',
        fileNumber: 'MOK/2026/003',
        caseDescription: 'Winding up of the estate of the late Mr S. Dlamini.',
        attorneyTypeID: 'attorney-candidate',
        statusID: 'status-completed',
      },
      // A completed matter ran in the past: its dates are days before the seed's today (left
      // out, the matter would take today + 60 days, a date still to come).
      daysAgo: { start: 240, end: 30 },
      bills: [] as const,
      tasks: [] as const,
    },
  ],
  /** The staff member the seeded bills and tasks are for (by ID number). */
  staffIdNumber: '9602145328089',
};

/** The legal practice's records, matters, bills and tasks. */
async function seedLegal(deps: Deps, rows: Rows) {
  const seed = LEGAL_SEED;
  await rows('court_types', seed.courtTypes);
  await rows('scales', seed.scales);
  await rows('attorney_types', seed.attorneyTypes);
  await rows('case_statuses', seed.statuses);
  await rows('billables', seed.billables);
  const ctx = systemContext(deps, seed.emis);
  const today = formatDate(ctx.clock.now());
  const staffID = await holderOf(ctx.db, ctx.emis, 'staff_id_number', seed.staffIdNumber);
  for (const matter of seed.matters) {
    const clientId = await holderOf(ctx.db, ctx.emis, 'client_reference', matter.client);
    if (!clientId) continue;
    let caseID: string;
    try {
      const ago = 'daysAgo' in matter ? matter.daysAgo : undefined;
      const dates = ago
        ? { startDate: addDays(today, -ago.start), endDate: addDays(today, -ago.end) }
        : {};
      const saved = await addCase(
        ctx,
        addCaseBody.parse({
          caseObj: { ...matter.caseObj, ...dates, selectedClientID: clientId },
        }),
      );
      caseID = saved.id;
    } catch (error) {
      // Seeded already (its file number is taken): its bills and tasks are there too.
      if (error instanceof AppError && error.status === 409) continue;
      throw error;
    }
    for (const [billableID, hours, description, billableDate] of matter.bills)
      await addBilling(
        ctx,
        addBillingBody.parse({ caseID, billableID, hours, description, billableDate, staffID }),
      );
    for (const [description, due, dueTime] of matter.tasks) {
      const dueDate = typeof due === 'number' ? addDays(today, due) : due;
      await saveTask(ctx, saveTaskBody.parse({ caseID, description, dueDate, dueTime, staffID }));
    }
  }
}

/** The legal practice's matters are for the clients and staff the catalogue's step seeded. */
export const legalSeeds: SeedStep[] = [
  {
    id: 'legal',
    needs: ['catalogue'],
    run: ({ deps, putRows }) =>
      seedLegal(deps, (table, rows) => putRows(LEGAL_SEED.emis, table, rows)),
  },
];
