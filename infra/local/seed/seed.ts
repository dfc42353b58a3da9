import { seedPayroll } from './seed-payroll';
import { ulid } from 'ulid';
import { DEFAULT_ROLE, type AccessLevel } from '@shared/access';
import { formatDateTime } from '@shared/time/sast';
import { hashDemoPassword } from '../../../functions/src/platform/auth/passwords';
import type { Deps } from '../../../functions/src/platform/deps';
import { bannerPng, galleryPng, logoPng } from './brand-images';
import { SEED_COMPANIES } from './companies';
import type { TableRow } from '@shared/tables/types';
import { siteRows } from '@shared/company/default-site';
import { findTable } from '../../../functions/src/tables/registry';
import { storeFor, type TxEntities } from '../../../functions/src/tables/store';
import { commit } from '../../../functions/src/kernel/transaction';
import { SCHOOL_DATA } from './school';
import { SCHOOL_FEES, seedSchoolFees } from './school-fees';
import { seedCatalogue } from './seed-catalogue';
import { LEGAL_SEED, seedLegal } from './legal';
import { seedSmsCredits } from './seed-sms';
import { seedFinance } from './finance';
import { seedStore } from './seed-store';
import type { SeedCompany } from './seed-types';

export const DEMO_PASSWORD = 'Kantoor#2026';
/** Seed steps by version: a data directory seeded at an older version gets only the newer steps. */
const SEED_VERSION = '9';

/** Rows written through the table store, as the data-table manager writes them (search text, times). */
async function putRows(
  deps: Deps,
  emis: string,
  tableName: string,
  rows: Array<Record<string, unknown> & { id: string }>,
  now: string,
) {
  const table = findTable(tableName);
  if (!table) throw new Error(`Unknown table ${tableName}`);
  const store = storeFor(deps.db, emis, table);
  for (let at = 0; at < rows.length; at += 25) {
    const chunk = rows.slice(at, at + 25);
    await commit(deps.db, (tx) =>
      chunk.map((row) => ({
        name: `${tableName} ${row.id}`,
        write: store.put(tx as unknown as TxEntities, row as TableRow, now),
      })),
    );
  }
}

/** Step 2: the school's classes, subjects and live lessons. */
async function seedSchool(deps: Deps, now: string) {
  await putRows(deps, SCHOOL_DATA.emis, 'classes', SCHOOL_DATA.classes, now);
  await putRows(deps, SCHOOL_DATA.emis, 'subjects', SCHOOL_DATA.subjects, now);
  await putRows(deps, SCHOOL_DATA.emis, 'live_lessons', SCHOOL_DATA.liveLessons, now);
}

/** The demo accounts every seeded company gets, by the prefix of their email. */
export const DEMO_ROLES: Array<{ prefix: keyof SeedCompany['people']; alevel: AccessLevel }> = [
  { prefix: 'manager', alevel: 9 },
  { prefix: 'admin', alevel: 7 },
  { prefix: 'staff', alevel: 5 },
  { prefix: 'parent', alevel: 3 },
];

export const SUPER_ADMIN = {
  email: 'owner@localhost',
  name: 'Kantoor Owner',
  emis: 'baron-007',
  alevel: 11 as const,
};

export function demoLogins() {
  return [
    { email: SUPER_ADMIN.email, alevel: 11, company: SUPER_ADMIN.emis },
    ...SEED_COMPANIES.flatMap((seed) =>
      DEMO_ROLES.map((role) => ({
        email: `${role.prefix}@${seed.company.domain}`,
        alevel: role.alevel,
        company: seed.company.emis,
      })),
    ),
  ];
}

async function ensureUser(
  deps: Deps,
  passwordHash: string,
  person: { email: string; name: string; phone?: string },
  membership: { emis: string; alevel: AccessLevel },
  now: string,
) {
  const existing = await deps.accounts.findUserByEmail(person.email);
  const member = {
    emis: membership.emis,
    alevel: membership.alevel,
    role: DEFAULT_ROLE[membership.alevel],
    created_at: now,
  };
  if (existing) {
    await deps.accounts.addMembership({ ...member, userId: existing.userId });
    return;
  }
  const userId = ulid();
  await deps.accounts.createUserWithMembership(
    {
      userId,
      name: person.name,
      email: person.email,
      phone_number: person.phone,
      password_hash: passwordHash,
      created_at: now,
    },
    { ...member, userId },
  );
}

async function seedCompany(deps: Deps, seed: SeedCompany, passwordHash: string, now: string) {
  const e = deps.db.entities;
  const { company } = seed;
  await e.company
    .put({ ...company, labels: company.labels ?? {}, created_at: now, updated_at: now })
    .go();
  for (const domain of seed.domains) await e.domain.put({ domain, emis: company.emis }).go();
  // The same site rows a newly onboarded company gets (shared/src/company/default-site.ts).
  for (const { table, rows } of siteRows(seed.website, seed.branches))
    await putRows(deps, company.emis, table, rows, now);
  for (const role of DEMO_ROLES) {
    await ensureUser(
      deps,
      passwordHash,
      {
        email: `${role.prefix}@${company.domain}`,
        name: seed.people[role.prefix],
        phone: seed.phones[role.prefix],
      },
      { emis: company.emis, alevel: role.alevel },
      now,
    );
  }
  const { primary_bg_color: primary, secondary_bg_color: secondary } = company;
  await deps.blobs.put(
    `images/website_banner/${company.emis}/banner-1.png`,
    bannerPng(primary, secondary, 1280, 480),
    'image/png',
  );
  await deps.blobs.put(
    `images/logos/${company.emis}/logo.png`,
    logoPng(primary, secondary),
    'image/png',
  );
  for (let n = 1; n <= 4; n += 1) {
    await deps.blobs.put(
      `images/gallery/${company.emis}/gallery-${n}.png`,
      galleryPng(primary, secondary, n),
      'image/png',
    );
  }
}

/**
 * Creates the demo companies, their sites' content, images and demo accounts. Runs only in
 * local mode, on first start (a marker records the seed version), and is safe to run again.
 */
export async function seedIfEmpty(deps: Deps): Promise<'seeded' | 'already'> {
  if (deps.config.mode !== 'local') throw new Error('The demo seed runs only in local mode');
  const marker = await deps.db.entities.meta.get({ name: 'seed' }).go();
  const seeded = Number(marker.data?.value ?? 0);
  if (seeded >= Number(SEED_VERSION)) return 'already';
  const now = formatDateTime(deps.clock.now());
  if (seeded < 1) {
    // One hash for every demo account: they share the published demo password anyway, so it
    // is hashed cheaply (the hash records its cost; a password a person sets gets N=2^17).
    const passwordHash = await hashDemoPassword(DEMO_PASSWORD);
    for (const seed of SEED_COMPANIES) await seedCompany(deps, seed, passwordHash, now);
    await ensureUser(
      deps,
      passwordHash,
      { email: SUPER_ADMIN.email, name: SUPER_ADMIN.name },
      { emis: SUPER_ADMIN.emis, alevel: 11 },
      now,
    );
  }
  if (seeded < 2) await seedSchool(deps, now);
  if (seeded < 3) await seedCatalogue(deps);
  if (seeded < 4) await seedSmsCredits(deps, now);
  if (seeded < 5)
    await seedSchoolFees(deps, (table, rows) => putRows(deps, SCHOOL_FEES.emis, table, rows, now));
  if (seeded < 6)
    await seedLegal(deps, (table, rows) => putRows(deps, LEGAL_SEED.emis, table, rows, now));
  if (seeded < 7) await seedPayroll(deps);
  if (seeded < 8) await seedFinance(deps);
  if (seeded < 9) await seedStore(deps);
  await deps.db.entities.meta.put({ name: 'seed', value: SEED_VERSION, updated_at: now }).go();
  return 'seeded';
}
