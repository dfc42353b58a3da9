import type { SeedStep } from '../platform/seed-step';
import { SCHOOL_DATA } from './seed-classes';
import { SCHOOL_FEES, seedSchoolFees } from './seed-fees';
import { WELCOME_TUTORIAL } from './seed-tutorial';

/**
 * The school's demo data: Polokwane Ridge's classes, subjects and live lessons, then its
 * learners' fee accounts and payments (the demo parent linked to the first learner), and a
 * short demo video tutorial, which every company lists.
 */
export const schoolSeeds: SeedStep[] = [
  {
    id: 'school-classes',
    needs: ['tenants'],
    run: async ({ putRows }) => {
      await putRows(SCHOOL_DATA.emis, 'classes', SCHOOL_DATA.classes);
      await putRows(SCHOOL_DATA.emis, 'subjects', SCHOOL_DATA.subjects);
      await putRows(SCHOOL_DATA.emis, 'live_lessons', SCHOOL_DATA.liveLessons);
    },
  },
  {
    id: 'school-fees',
    needs: ['tenants'],
    run: ({ deps, putRows }) =>
      seedSchoolFees(deps, (table, rows) => putRows(SCHOOL_FEES.emis, table, rows)),
  },
  {
    id: 'video-tutorials',
    needs: ['tenants'],
    run: async ({ deps }) => {
      const { name, type, base64 } = WELCOME_TUTORIAL;
      await deps.blobs.put(
        `tutorials/${name}`,
        new Uint8Array(Buffer.from(base64, 'base64')),
        type,
      );
    },
  },
];
