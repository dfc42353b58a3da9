import { savePaymentBody } from '@shared/school/schemas';
import { schoolYearOf } from '@shared/school/finance';
import { formatDateTime } from '@shared/time/sast';
import { backfillStudentNumbers } from '../clients';
import { systemContext } from '../kernel/context';
import type { Deps } from '../platform/deps';
import type { SeedRows } from '../platform/seed-step';
import { chargeAccounts } from './fees';
import { savePayment } from './payments';

/**
 * Polokwane Ridge's learners (clients with a student number and a class), their fee accounts
 * for the year and a few payments taken at the school, through the same use case as the route
 * (receipt numbers and balances as a person's writes would leave them). The demo parent is
 * linked to the first learner.
 */
export const SCHOOL_FEES = {
  emis: '12824090253',
  parentEmail: 'parent@school.localhost',
  /** The year's school fee, in cents. */
  fee: 2_400_000,
  students: [
    {
      id: 'student-2026001',
      sid: '2026001',
      name: 'Thabo Mokoena',
      class: 'Grade 11A',
      gender: 'Male',
      opening: 120_000,
    },
    {
      id: 'student-2026002',
      sid: '2026002',
      name: 'Lerato Mahlangu',
      class: 'Grade 12A',
      gender: 'Female',
      opening: 0,
    },
    {
      id: 'student-2026003',
      sid: '2026003',
      name: 'Sipho Ndlovu',
      class: 'Grade 10A',
      gender: 'Male',
      opening: -50_000,
    },
    {
      id: 'student-2026004',
      sid: '2026004',
      name: 'Naledi Sithole',
      class: 'Grade 9A',
      gender: 'Female',
      opening: 0,
    },
    {
      id: 'student-2026005',
      sid: '2026005',
      name: 'Ayanda Khumalo',
      class: 'Grade 8A',
      gender: 'Female',
      opening: 35_000,
    },
    {
      id: 'student-2026006',
      sid: '2026006',
      name: 'Kagiso Molefe',
      class: 'Grade 8B',
      gender: 'Male',
      opening: 0,
    },
  ],
  billings: [
    {
      id: 'camp-gr11',
      description: 'Grade 11 leadership camp',
      amount: 185_000,
      classes: ['Grade 11A'],
    },
    {
      id: 'blazer',
      description: 'School blazer',
      amount: 65_000,
      classes: ['Grade 8A', 'Grade 8B'],
    },
    { id: 'matric-dance', description: 'Matric farewell', amount: 95_000, classes: ['Grade 12A'] },
  ],
  /** Payments taken at the school: student number, description, cents, method, month-day. */
  payments: [
    ['2026001', 'School Fees', 600_000, 'EFT', '01-15'],
    ['2026001', 'School Fees', 300_000, 'Cash', '04-10'],
    ['2026002', 'School Fees', 1_200_000, 'EFT', '02-01'],
    ['2026003', 'School Fees', 2_400_000, 'Debit Cards', '01-20'],
    ['2026005', 'School Fees', 400_000, 'Cash', '03-05'],
  ] as const,
};

export async function seedSchoolFees(
  deps: Deps,
  rows: (table: string, rows: SeedRows) => Promise<void>,
) {
  const seed = SCHOOL_FEES;
  await rows(
    'clients',
    seed.students.map(({ opening: _opening, ...student }) => student),
  );
  const ctx = systemContext(deps, seed.emis);
  // The seed puts rows directly: their student-number links and count come from the backfill.
  await backfillStudentNumbers(ctx);
  const year = schoolYearOf(formatDateTime(ctx.clock.now()));
  // Through the fees' own write: the owing index and the unpaid-fees figure move with them.
  await chargeAccounts(
    ctx.db,
    seed.emis,
    seed.students.map((student) => ({
      sid: student.sid,
      year,
      opening: student.opening,
      fee: seed.fee,
      billings: seed.billings
        .filter((b) => b.classes.includes(student.class))
        .map((b) => ({ id: b.id, description: b.description, amount: b.amount, paid: 0 })),
      due_date: `${year}-02-28`,
    })),
    formatDateTime(ctx.clock.now()),
  );
  for (const [sid, description, amount, method, day] of seed.payments) {
    await savePayment(
      ctx,
      savePaymentBody.parse({
        sid,
        description,
        amount: amount / 100,
        method,
        date: `${year}-${day}`,
        requestId: `seed-${sid}-${day}`,
      }),
    );
  }
  const parent = await deps.accounts.findUserByEmail(seed.parentEmail);
  if (parent) await deps.tenant(seed.emis).members.setSid(parent.userId, seed.students[0]!.sid);
}
