import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { donationBody } from './donation';

describe('donation', () => {
  it("gives the spec's messages", () => {
    const missing = donationBody.safeParse({ name: '', phone: '', amount: '50' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      MESSAGES.donationNamesAndPhone,
      MESSAGES.donationNamesAndPhone,
    ]);
    for (const amount of ['9.99', '0', 'ten', '10.001', '']) {
      expect(
        donationBody.safeParse({ name: 'A', phone: '1', amount }).error?.issues[0]?.message,
      ).toBe(MESSAGES.donationMinimum);
    }
    expect(donationBody.parse({ name: 'A', phone: '1', amount: '1,000.50' }).amount).toBe(
      '1000.50',
    );
    expect(donationBody.safeParse({ name: 'A', phone: '1', amount: '10' }).success).toBe(true);
  });
});
