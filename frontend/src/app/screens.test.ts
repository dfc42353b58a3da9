import { describe, expect, it } from 'vitest';
import { LEVEL } from '@shared/access';
import { PROVIDER_EMIS } from '@shared/company/provider';
import {
  FEATURES,
  PLAN_NAMES,
  featureRefusal,
  planIncludes,
  type Feature,
} from '@shared/plans/entitlements';
import { drawerItemsFor, planRefusal, tilesFor, upgradesFor } from '../lib/screens';
import { SPEC_PRIVATE_ROUTES, SPEC_PUBLIC_PATHS } from './route-names';
import { SCREENS } from './screens';

// The tiles of a Premium company unless told (issue 27: the plan decides what is shown).
const titles = (
  alevel: number,
  more: { mode?: 'local' | 'aws'; emis?: string; plan?: string } = {},
) =>
  tilesFor(SCREENS, { alevel, industry: 'school', mode: 'aws', plan: 'Premium', ...more }).map(
    (t) => t.title,
  );

describe('the screen registry', () => {
  it('declares every path once, and every route of the spec', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of SPEC_PUBLIC_PATHS) expect(paths).toContain(path);
    for (const name of SPEC_PRIVATE_ROUTES) expect(paths).toContain(`/${name}`);
  });

  it('gives each level the switchboard tiles it had, in order', () => {
    expect(titles(LEVEL.guest)).toEqual(['Front Page', 'Gallery']);
    // Video Tutorials and Posts (issue 25): Kantoor's help videos in every company from parents
    // up; everyone signed in writes news.
    // Events Calendar (issue 25): the calendar from parents up (private events they may see).
    expect(titles(LEVEL.family)).toEqual([
      'Front Page',
      'Gallery',
      'Events Calendar',
      'My Account',
      'Video Tutorials',
      'Posts',
    ]);
    const staff = [
      'Front Page',
      'Gallery',
      'Invoices & Quotes',
      'Manage Products',
      // Premium (issue 27): the till and the store's orders.
      'Point of Sale',
      'Store Orders',
      'Manage Clients',
      // Events (issue 25): the talent tile for staff.
      'Talent',
      'Events Calendar',
      'Video Tutorials',
      'Manage Database',
      'Posts',
    ];
    expect(titles(LEVEL.staff)).toEqual(staff);
    const admin = [
      'Front Page',
      'Gallery',
      'Manage Site Images',
      'Invoices & Quotes',
      'Manage Products',
      'Point of Sale',
      'Store Orders',
      'Manage Clients',
      'Talent',
      'Events Calendar',
      'Bulk SMS',
      'Video Tutorials',
      'Bulk Email',
      'Manage Database',
      'Manage Settings',
      'Website',
      'Posts',
    ];
    expect(titles(LEVEL.admin)).toEqual(admin);
    // Payroll (issue 15) and Finance (issue 14) add their managers' tiles.
    const manager = [
      ...admin.slice(0, 10),
      'Finance',
      'Salaries & Payslips',
      'Manage Employees',
      'Manage Users',
      ...admin.slice(10),
      // Onboarding (issue 16): the website's domain and the DNS record it needs.
      'Site Domain',
      // Plans (issue 27): the plan year, renewal and upgrades.
      'Plan & Billing',
    ];
    expect(titles(LEVEL.manager)).toEqual(manager);
    expect(titles(LEVEL.superAdmin)).toEqual(manager);
    expect(titles(15)).toEqual(manager);
    expect(titles(LEVEL.superAdmin, { mode: 'local', emis: PROVIDER_EMIS })).toEqual([
      ...manager,
      'SMS Credits',
      'Refunds Owed',
      // Issue 27: the provider's view of its companies.
      'Companies',
      'Local Outbox',
    ]);
    // SMS credits, refunds owed and the companies are the provider's only; the outbox shows only locally.
    expect(titles(LEVEL.admin, { mode: 'local', emis: PROVIDER_EMIS })).toEqual(admin);
  });

  it('adds the school screens only in a school: Pay Online from parents, Student Payments from admins', () => {
    const school = (alevel: number) =>
      tilesFor(SCREENS, { alevel, mode: 'aws', school: true, plan: 'Premium' }).map((t) => t.title);
    expect(school(LEVEL.guest)).toEqual(['Front Page', 'Gallery']);
    expect(school(LEVEL.family)).toEqual([
      'Front Page',
      'Gallery',
      'Events Calendar',
      'My Account',
      'Pay Online',
      'Video Tutorials',
      'Posts',
    ]);
    expect(school(LEVEL.staff)).toContain('Pay Online');
    expect(school(LEVEL.staff)).not.toContain('Student Payments');
    const admin = school(LEVEL.admin);
    expect(
      admin.slice(admin.indexOf('Manage Clients'), admin.indexOf('Manage Clients') + 4),
    ).toEqual(['Manage Clients', 'Talent', 'Events Calendar', 'Pay Online']);
    const drawer = (alevel: number, isSchool: boolean) =>
      drawerItemsFor(SCREENS, { alevel, school: isSchool, plan: 'Premium' }).map(
        (item) => item.label,
      );
    expect(drawer(LEVEL.admin, true)).toContain('Student Payments');
    expect(drawer(LEVEL.staff, true)).not.toContain('Student Payments');
    expect(drawer(LEVEL.admin, false)).not.toContain('Student Payments');
  });

  it('adds Manage Matters for the staff of a Legal plan company only, whatever its industry', () => {
    const legal = (alevel: number, plan = 'Legal', industry = 'General') =>
      tilesFor(SCREENS, { alevel, industry, plan, mode: 'aws' }).map((t) => t.title);
    expect(legal(LEVEL.family)).not.toContain('Manage Matters');
    expect(legal(LEVEL.staff)).toEqual([
      'Front Page',
      'Gallery',
      'Invoices & Quotes',
      'Manage Products',
      'Point of Sale',
      'Store Orders',
      'Manage Clients',
      'Manage Matters',
      'Talent',
      'Events Calendar',
      'Video Tutorials',
      'Manage Database',
      'Posts',
    ]);
    expect(legal(LEVEL.manager)).toContain('Manage Matters');
    expect(legal(LEVEL.manager, 'Legal', 'Agency')).toContain('Manage Matters');
    // The industry never decides: a Standard or Premium legal practice has no matters.
    expect(legal(LEVEL.manager, 'Standard', 'Legal Practice')).not.toContain('Manage Matters');
    expect(legal(LEVEL.manager, 'Premium', 'Legal Practice')).not.toContain('Manage Matters');
  });

  it('gives the drawer three items for everyone and four more from admin', () => {
    const labels = (alevel: number) =>
      drawerItemsFor(SCREENS, { alevel }).map((item) => `${item.label} ${item.to}`);
    const everyone = [
      'Switchboard /switchboard',
      'Front Page /company-website',
      'Gallery /images-gallery',
    ];
    expect(labels(LEVEL.guest)).toEqual(everyone);
    expect(labels(LEVEL.staff)).toEqual(everyone);
    expect(labels(LEVEL.admin)).toEqual([
      ...everyone,
      'Quotations /invoices-and-quotes',
      'Manage Database /data-crud',
      'Manage Products /manage-products',
      'Manage Settings /settings',
    ]);
  });

  it('guards the screens that refuse below their level', () => {
    const guarded = SCREENS.filter((screen) => screen.guard).map((s) => [s.path, s.guard?.level]);
    expect(guarded).toEqual([
      ['/bulk-sms-dashboard', LEVEL.admin],
      ['/sms-credits', LEVEL.superAdmin],
      ['/bulk-emails-dashboard', LEVEL.admin],
      ['/pay-online', LEVEL.family],
      ['/video-tutorials', LEVEL.family],
      ['/student-payments', LEVEL.admin],
      ['/manage-matters', LEVEL.staff],
      ['/tasks-due', LEVEL.staff],
      ['/manage-files', LEVEL.staff],
      ['/salaries-and-payslips', LEVEL.manager],
      ['/manage-employees', LEVEL.manager],
      ['/get-payslips-pdf', LEVEL.manager],
      ['/finance-switchboard', LEVEL.manager],
      ['/finance-dashboard', LEVEL.manager],
      ['/finance-expenses', LEVEL.manager],
      ['/financial-budgets', LEVEL.manager],
      ['/financial-accounts', LEVEL.manager],
      ['/expense-receipts', LEVEL.manager],
      ['/create-company', LEVEL.superAdmin],
      ['/site-domain', LEVEL.manager],
      ['/close-company', LEVEL.manager],
      ['/point-of-sale', LEVEL.staff],
      ['/store-orders', LEVEL.staff],
      ['/website-manage-posts', LEVEL.family],
      ['/manage-talents', LEVEL.staff],
      ['/refunds-owed', LEVEL.superAdmin],
      ['/plan-and-billing', LEVEL.manager],
      ['/companies', LEVEL.superAdmin],
      ['/privacy-requests', LEVEL.manager],
    ]);
  });

  it('adds Point of Sale and Store Orders for the staff of Premium and Legal plans only', () => {
    const plan = (alevel: number, p?: string) =>
      tilesFor(SCREENS, { alevel, mode: 'aws', plan: p }).map((t) => t.title);
    for (const p of ['Premium', 'Legal']) {
      const staff = plan(LEVEL.staff, p);
      expect(
        staff.slice(staff.indexOf('Manage Products'), staff.indexOf('Manage Products') + 3),
      ).toEqual(['Manage Products', 'Point of Sale', 'Store Orders']);
      expect(plan(LEVEL.manager, p)).toContain('Point of Sale');
      expect(plan(LEVEL.family, p)).not.toContain('Point of Sale');
    }
    expect(plan(LEVEL.manager, 'Standard')).not.toContain('Point of Sale');
    expect(plan(LEVEL.manager, 'Standard')).not.toContain('Store Orders');
    expect(plan(LEVEL.manager)).not.toContain('Point of Sale');
  });

  it('serves the web store, product details and checkout as public screens', () => {
    for (const path of ['/web-store', '/product-details', '/checkout'])
      expect(SCREENS.find((s) => s.path === path)).toMatchObject({ public: true });
  });

  it('opens My details to every signed-in person, at every level and plan (issue 29)', () => {
    const screen = SCREENS.find((s) => s.path === '/account/details');
    expect(screen).toBeDefined();
    expect(screen?.public).toBeFalsy();
    expect(screen?.guard).toBeUndefined();
  });

  // Issue 27: the same plans x features matrix as the API's (test/api/plans-matrix.test.ts).
  describe('plans x features', () => {
    // Each feature's tile (or drawer item) and the screen that belongs to it.
    const TILES: Array<[Feature, string]> = [
      ['payroll', 'Salaries & Payslips'],
      ['payroll', 'Manage Employees'],
      ['finance', 'Finance'],
      ['school', 'Pay Online'],
      ['school', 'Student Payments'],
      ['bookings', 'Talent'],
      ['pos', 'Point of Sale'],
      ['store', 'Store Orders'],
      ['matters', 'Manage Matters'],
    ];
    const GUARDED: Array<[Feature, string]> = [
      ['payroll', '/salaries-and-payslips'],
      ['finance', '/finance-dashboard'],
      ['school', '/student-payments'],
      ['bookings', '/manage-talents'],
      ['pos', '/point-of-sale'],
      ['store', '/store-orders'],
      ['matters', '/manage-matters'],
      ['files', '/manage-files'],
    ];
    for (const plan of PLAN_NAMES)
      for (const industry of ['General', 'Legal Practice', 'Agency'])
        it(`${plan} (${industry}): tiles, drawer and guards follow the plan alone`, () => {
          const viewer = {
            alevel: LEVEL.manager,
            plan,
            industry,
            school: true,
            mode: 'aws' as const,
          };
          const tiles = tilesFor(SCREENS, viewer).map((t) => t.title);
          for (const [feature, title] of TILES)
            expect(tiles.includes(title), `${plan} ${title}`).toBe(planIncludes(plan, feature));
          const drawer = drawerItemsFor(SCREENS, viewer).map((item) => item.label);
          expect(drawer.includes('Student Payments')).toBe(planIncludes(plan, 'school'));
          expect(drawer.includes('Manage Matters')).toBe(planIncludes(plan, 'matters'));
          for (const [feature, path] of GUARDED) {
            const guard = SCREENS.find((screen) => screen.path === path)!.guard!;
            expect(planRefusal({ plan }, guard), `${plan} ${path}`).toBe(
              planIncludes(plan, feature) ? undefined : featureRefusal(feature),
            );
          }
        });

    it('shows managers, after their tiles, what each next plan would add', () => {
      const upgrades = (plan: string, alevel: number = LEVEL.manager) =>
        upgradesFor(SCREENS, { alevel, plan, mode: 'aws', industry: 'General' }).map(
          ({ plan: next, tiles }) => [next, tiles.map((t) => t.title)],
        );
      expect(upgrades('Standard')).toEqual([
        [
          'Premium',
          [
            'Point of Sale',
            'Store Orders',
            'Talent',
            'Finance',
            'Salaries & Payslips',
            'Manage Employees',
          ],
        ],
        ['Legal', ['Manage Matters']],
      ]);
      expect(upgrades('Premium')).toEqual([['Legal', ['Manage Matters']]]);
      expect(upgrades('Legal')).toEqual([]);
      // Only managers see it.
      expect(upgrades('Standard', LEVEL.admin)).toEqual([]);
      expect(Object.keys(FEATURES)).toContain('matters');
    });
  });
});
