import { createStaffBody, saveClientBody } from '@shared/clients/schemas';
import { saveEventBody } from '@shared/events/schemas';
import { createRateBody, saveEmployeeBody } from '@shared/payroll/schemas';
import { systemContext, type RequestContext } from '../kernel/context';
import { clientRecordsPage, saveClient } from '../clients';
import { createRate, listRates, saveEmployee } from '../payroll';
import { createStaff, staffRecordsPage } from '../staff';
import type { Deps } from '../platform/deps';
import type { SeedStep } from '../platform/seed-step';
import { saveAgencyFee } from './agency-fees';
import { saveEvent } from './events';

/** Every demo company's agency fees (the booking dialog's picker). */
const AGENCY_FEES = [
  { name: 'No Agency Fee', percentage: 0 },
  { name: 'Standard Agency Fee', percentage: 15 },
  { name: 'Premium Placement', percentage: 20 },
];

type SeedEvent = {
  title: string;
  description: string;
  /** Months after the seed's month (0 this month, 1 next) and the day and times. */
  month: 0 | 1;
  day: number;
  from: string;
  to: string;
  /** Days after `day` it ends (a multi-day booking). */
  days?: number;
  privacy: 'Yes' | 'No';
  talent?: string;
  client?: string;
  rate?: string;
  hours?: number;
  fee?: string;
};

type TenantSeed = {
  emis: string;
  talents: Array<{ name: string; idNumber: string; phone: string; email: string; city: string }>;
  clients: Array<{ name: string; phone: string; email: string; city: string }>;
  rates: Array<{ name: string; price: string }>;
  events: SeedEvent[];
  /** Payroll details of a talent (the profile shows their bank to managers, from payroll). */
  payroll?: Array<{ talent: string; bank: string; account: string; postalCode: string }>;
};

/**
 * The calendar and the talent screens' demo data (issue 25): Ubuntu Talent (agency.localhost)
 * books its talent for productions, at the spec's rates (Standard Audition R250 ... Full Movies
 * R550 an hour) with agency fees; the school (school.localhost) publishes its calendar and books
 * a coach. Dates are this month and next by the seed's clock. Written through the routes' use
 * cases, so the slots and the talents' totals are as a save leaves them.
 */
export const EVENTS_SEED: TenantSeed[] = [
  {
    emis: 'ubuntu-talent',
    payroll: [
      { talent: 'Naledi Dlamini', bank: 'Capitec', account: '1478523690', postalCode: '7925' },
    ],
    talents: [
      {
        name: 'Naledi Dlamini',
        idNumber: '9203150123088',
        phone: '072 555 0311',
        email: 'naledi@ubuntutalent.co.za',
        city: 'Cape Town',
      },
      {
        name: 'Sipho Mthembu',
        idNumber: '8811025432081',
        phone: '073 555 0322',
        email: 'sipho@ubuntutalent.co.za',
        city: 'Cape Town',
      },
      {
        name: 'Zanele Khumalo',
        idNumber: '9507220987084',
        phone: '074 555 0333',
        email: 'zanele@ubuntutalent.co.za',
        city: 'Stellenbosch',
      },
    ],
    clients: [
      {
        name: 'Kaapstad Films',
        phone: '021 555 0901',
        email: 'casting@kaapstadfilms.co.za',
        city: 'Cape Town',
      },
      {
        name: 'Blue Crane Advertising',
        phone: '021 555 0902',
        email: 'production@bluecrane.co.za',
        city: 'Cape Town',
      },
    ],
    rates: [
      { name: 'Standard Audition', price: '250.00' },
      { name: 'Movie Premiering', price: '350.00' },
      { name: 'Acting Soapies', price: '450.00' },
      { name: 'Full Movies', price: '550.00' },
    ],
    events: [
      {
        title: 'Open Casting Day',
        description: 'Walk-in auditions for new faces at the Woodstock studio.',
        month: 0,
        day: 6,
        from: '09:00:00',
        to: '15:00:00',
        privacy: 'No',
      },
      {
        title: 'Soapie call: Naledi',
        description: 'Two scenes for the evening soapie.',
        month: 0,
        day: 10,
        from: '07:00:00',
        to: '16:00:00',
        privacy: 'Yes',
        talent: 'Naledi Dlamini',
        client: 'Kaapstad Films',
        rate: 'Acting Soapies',
        hours: 8,
        fee: 'Standard Agency Fee',
      },
      {
        title: 'Commercial audition: Sipho',
        description: 'Callback for the bank commercial.',
        month: 0,
        day: 14,
        from: '10:00:00',
        to: '12:30:00',
        privacy: 'Yes',
        talent: 'Sipho Mthembu',
        client: 'Blue Crane Advertising',
        rate: 'Standard Audition',
        hours: 2.5,
        fee: 'Standard Agency Fee',
      },
      {
        title: 'Feature film shoot: Naledi',
        description: 'Three shooting days on location in the Cederberg.',
        month: 0,
        day: 20,
        from: '06:00:00',
        to: '18:00:00',
        days: 2,
        privacy: 'Yes',
        talent: 'Naledi Dlamini',
        client: 'Kaapstad Films',
        rate: 'Full Movies',
        hours: 10,
        fee: 'Premium Placement',
      },
      {
        title: 'Showreel Workshop',
        description: 'How to cut a showreel that casting directors watch to the end.',
        month: 1,
        day: 4,
        from: '18:00:00',
        to: '20:00:00',
        privacy: 'No',
      },
      {
        title: 'Premiere appearance: Zanele',
        description: 'Red carpet at the V&A Waterfront.',
        month: 1,
        day: 12,
        from: '18:00:00',
        to: '22:00:00',
        privacy: 'Yes',
        talent: 'Zanele Khumalo',
        client: 'Kaapstad Films',
        rate: 'Movie Premiering',
        hours: 4,
        fee: 'Standard Agency Fee',
      },
      {
        title: 'Print campaign: Sipho',
        description: 'Studio day for the winter catalogue.',
        month: 1,
        day: 18,
        from: '08:00:00',
        to: '17:00:00',
        privacy: 'Yes',
        talent: 'Sipho Mthembu',
        client: 'Blue Crane Advertising',
        rate: 'Standard Audition',
        hours: 6,
        fee: 'No Agency Fee',
      },
    ],
  },
  {
    emis: '12824090253',
    talents: [
      {
        name: 'Coach Bongani Sithole',
        idNumber: '8406125798086',
        phone: '076 555 0344',
        email: 'bongani.coach@example.co.za',
        city: 'Johannesburg',
      },
    ],
    clients: [],
    rates: [{ name: 'Coaching Session', price: '300.00' }],
    events: [
      {
        title: 'Parents’ Evening',
        description: 'Meet your child’s teachers in the school hall.',
        month: 0,
        day: 8,
        from: '18:00:00',
        to: '20:00:00',
        privacy: 'No',
      },
      {
        title: 'Staff Meeting',
        description: 'Term planning (staff only).',
        month: 0,
        day: 15,
        from: '14:30:00',
        to: '16:00:00',
        privacy: 'Yes',
      },
      {
        title: 'Netball coaching clinic',
        description: 'Guest coach for the U14 and U16 teams.',
        month: 0,
        day: 22,
        from: '14:00:00',
        to: '16:00:00',
        privacy: 'Yes',
        talent: 'Coach Bongani Sithole',
        rate: 'Coaching Session',
        hours: 2,
        fee: 'No Agency Fee',
      },
      {
        title: 'Inter-house Athletics Day',
        description: 'The whole school at the sports field; parents welcome.',
        month: 1,
        day: 6,
        from: '08:00:00',
        to: '14:00:00',
        privacy: 'No',
      },
      {
        title: 'Governing Body Meeting',
        description: 'Budget for next year.',
        month: 1,
        day: 13,
        from: '18:00:00',
        to: '20:00:00',
        privacy: 'Yes',
      },
    ],
  },
];

const pad = (n: number) => String(n).padStart(2, '0');
const monthAfter = (month: string, add: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + add;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
};

async function seedTenant(deps: Deps, seed: TenantSeed, now: string) {
  const scope = systemContext(deps, seed.emis);
  for (const talent of seed.talents) await createStaff(scope, createStaffBody.parse(talent));
  for (const client of seed.clients) await saveClient(scope, saveClientBody.parse(client));
  const existing = (await listRates(scope)).rates;
  for (const rate of seed.rates)
    if (!existing.some((r) => r.name === rate.name))
      await createRate(scope, createRateBody.parse(rate));
  // Seed only: the demo company's handful of staff, clients and rates fit one page.
  const { rows: staff } = await staffRecordsPage(scope, { limit: 1000 });
  const { rows: clients } = await clientRecordsPage(scope, { limit: 1000 });
  const rates = (await listRates(scope)).rates;
  for (const p of seed.payroll ?? []) {
    const member = staff.find((s) => s.name === p.talent);
    if (!member) throw new Error(`Seeding events: no ${p.talent} in ${seed.emis}`);
    await saveEmployee(
      scope as RequestContext,
      saveEmployeeBody.parse({
        staffID: member.id,
        bank: p.bank,
        account: p.account,
        postalCode: p.postalCode,
      }),
    );
  }
  const month = now.slice(0, 7);
  for (const e of seed.events) {
    const date = `${monthAfter(month, e.month)}-${pad(e.day)}`;
    const endDate = `${monthAfter(month, e.month)}-${pad(e.day + (e.days ?? 0))}`;
    const idOf = <T extends { id: string; name: string }>(list: T[], name?: string) => {
      if (!name) return undefined;
      const found = list.find((item) => item.name === name);
      if (!found) throw new Error(`Seeding events: no ${name} in ${seed.emis}`);
      return found.id;
    };
    const fee = AGENCY_FEES.find((f) => f.name === e.fee);
    await saveEvent(
      scope as RequestContext,
      saveEventBody.parse({
        title: e.title,
        description: e.description,
        startDate: `${date} ${e.from}`,
        endDate: `${endDate} ${e.to}`,
        privacy: e.privacy,
        staffID: idOf(staff, e.talent),
        clientID: idOf(clients, e.client),
        rateID: idOf(rates, e.rate),
        hours: e.hours ?? 1,
        agencyFee: (fee?.percentage ?? 0) / 100,
        agencyFeeName: fee?.name ?? '',
      }),
    );
  }
}

async function seedEvents(deps: Deps, companies: readonly string[], now: string) {
  for (const emis of companies) {
    const scope = systemContext(deps, emis);
    for (const fee of AGENCY_FEES) await saveAgencyFee(scope, fee);
  }
  for (const seed of EVENTS_SEED)
    if (companies.includes(seed.emis)) await seedTenant(deps, seed, now);
}

/** The agency's and the school's calendars, talent and bookings (after the staff and rates). */
export const eventsSeeds: SeedStep[] = [
  {
    id: 'events',
    needs: ['tenants'],
    run: ({ deps, companies, now }) => seedEvents(deps, companies, now),
  },
];
