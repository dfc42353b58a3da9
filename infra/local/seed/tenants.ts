import { ulid } from 'ulid';
import { DEFAULT_ROLE, type AccessLevel } from '@shared/access';
import { siteRows } from '@shared/company/default-site';
import { VARIANT_WIDTHS, variantPath } from '@shared/media/variants';
import { hashDemoPassword } from '../../../functions/src/platform/auth/passwords';
import { registryKeys } from '../../../functions/src/db/entities/company.entity';
import type { Deps } from '../../../functions/src/platform/deps';
import type { SeedContext, SeedStep } from '../../../functions/src/platform/seed-step';
import { bannerPng, galleryPng, logoPng } from './brand-images';
import { SEED_COMPANIES } from './companies';
import { cachedPainter } from './image-cache';
import type { SeedCompany } from './seed-types';

export const DEMO_PASSWORD = 'Kantoor#2026';

// The demo pictures, painted once and kept (image-cache.ts).
const banner = cachedPainter('banner', bannerPng);
const logo = cachedPainter('logo', logoPng);
/** A gallery picture; the seed steps' `picture` too. */
export const galleryPicture = cachedPainter('gallery', galleryPng);

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
  plan: string | undefined,
) {
  const existing = await deps.accounts.findUserByEmail(person.email);
  const member = {
    emis: membership.emis,
    alevel: membership.alevel,
    role: DEFAULT_ROLE[membership.alevel],
    created_at: now,
  };
  if (existing) {
    // Each new membership takes its place in the company's users counter (issue 27).
    await deps.accounts.addMembership({ ...member, userId: existing.userId }, plan);
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
    plan,
  );
}

async function seedCompany(
  { deps, now, putRows }: SeedContext,
  seed: SeedCompany,
  passwordHash: string,
) {
  const e = deps.db.entities;
  const { company } = seed;
  await e.company
    .put({
      ...company,
      labels: company.labels ?? {},
      // In the companies registry (gsi1), as companySteps writes a new company.
      ...registryKeys(company.emis),
      created_at: now,
      updated_at: now,
    })
    .go();
  for (const domain of seed.domains) await e.domain.put({ domain, emis: company.emis }).go();
  // The same site rows a newly onboarded company gets (shared/src/company/default-site.ts).
  for (const { table, rows } of siteRows(seed.website, seed.branches))
    await putRows(company.emis, table, rows);
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
      company.plan,
    );
  }
  for (const { key, picture } of companyPictures(company))
    await deps.blobs.put(key, picture(), 'image/png');
}

/**
 * A demo company's pictures, by their key in the bucket: its banner and the narrower copies the
 * back office's upload makes (issue 26: phones download one), its logo and a gallery of four.
 * Painted once and kept (image-cache.ts).
 */
export function companyPictures(
  company: Pick<SeedCompany['company'], 'emis' | 'primary_bg_color' | 'secondary_bg_color'>,
): Array<{ key: string; picture: () => Uint8Array }> {
  const { emis, primary_bg_color: primary, secondary_bg_color: secondary } = company;
  return [
    {
      key: `images/website_banner/${emis}/banner-1.png`,
      picture: () => banner(primary, secondary, 1280, 480),
    },
    ...VARIANT_WIDTHS.map((width) => ({
      key: `images/website_banner/${emis}/${variantPath('banner-1.png', width, 'png')}`,
      picture: () => banner(primary, secondary, width, (width * 3) / 8),
    })),
    { key: `images/logos/${emis}/logo.png`, picture: () => logo(primary, secondary) },
    ...[1, 2, 3, 4].map((n) => ({
      key: `images/gallery/${emis}/gallery-${n}.png`,
      picture: () => galleryPicture(primary, secondary, n),
    })),
  ];
}

/** Paints every demo company's pictures into the cache, so that the seeds after it only read. */
export function paintDemoPictures(): void {
  for (const { company } of SEED_COMPANIES)
    for (const { picture } of companyPictures(company)) picture();
}

/**
 * The first step of the seed, which every domain's step builds on: the demo companies (their
 * domains, sites' content and images) and the demo accounts (README "Demo tenants and logins").
 */
export const tenantsSeeds: SeedStep[] = [
  {
    id: 'tenants',
    run: async (seed) => {
      // One hash for every demo account: they share the published demo password anyway, so it is
      // hashed cheaply (the hash records its cost; a password a person sets gets N=2^17).
      const passwordHash = await hashDemoPassword(DEMO_PASSWORD);
      for (const company of SEED_COMPANIES) await seedCompany(seed, company, passwordHash);
      await ensureUser(
        seed.deps,
        passwordHash,
        { email: SUPER_ADMIN.email, name: SUPER_ADMIN.name },
        { emis: SUPER_ADMIN.emis, alevel: 11 },
        seed.now,
        SEED_COMPANIES.find((c) => c.company.emis === SUPER_ADMIN.emis)?.company.plan,
      );
    },
  },
];
