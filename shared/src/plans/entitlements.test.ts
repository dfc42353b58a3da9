import { describe, expect, it } from 'vitest';
import { featureRefusal, planIncludes, plansWith, termsOf, userLimitRefusal } from './entitlements';
import { graceEnds, renewedUntil, standingOf } from './standing';

describe('entitlements', () => {
  it('each plan includes the one below it', () => {
    expect(planIncludes('Standard', 'documents')).toBe(true);
    expect(planIncludes('Standard', 'payroll')).toBe(false);
    expect(planIncludes('Premium', 'payroll')).toBe(true);
    expect(planIncludes('Premium', 'matters')).toBe(false);
    expect(planIncludes('Legal', 'matters')).toBe(true);
    expect(planIncludes('Legal', 'pos')).toBe(true);
    expect(planIncludes(undefined, 'pos')).toBe(false);
  });
  it('names the plans that include a feature', () => {
    expect(plansWith('pos')).toEqual(['Premium', 'Legal']);
    expect(featureRefusal('pos')).toMatch(
      /^Point of sale is part of the Premium and Legal plans\./,
    );
    expect(featureRefusal('matters')).toMatch(/^Matter management is part of the Legal plan\./);
    expect(termsOf('Standard').userLimit).toBe(10);
    expect(termsOf('Premium').userLimit).toBeNull();
    expect(userLimitRefusal('Standard')).toMatch(/allows 10 users/);
  });
});

describe('standing', () => {
  it('goes active, grace, read-only', () => {
    const c = { paid_until: '2027-03-31' };
    expect(standingOf(c, '2027-03-31')).toBe('active');
    expect(standingOf(c, '2027-04-01')).toBe('grace');
    expect(graceEnds('2027-03-31')).toBe('2027-04-14');
    expect(standingOf(c, '2027-04-14')).toBe('grace');
    expect(standingOf(c, '2027-04-15')).toBe('read-only');
    expect(standingOf({ ...c, closing_at: '2027-01-01' }, '2027-01-02')).toBe('closing');
    expect(standingOf({}, '2030-01-01')).toBe('active');
  });
  it('renews exactly one year from the old date', () => {
    expect(renewedUntil('2027-03-31')).toBe('2028-03-31');
    expect(renewedUntil('2028-02-29')).toBe('2029-02-28');
    expect(renewedUntil('2026-12-31')).toBe('2027-12-31');
  });
});
