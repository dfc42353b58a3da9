// The screens' side of issue 25's bookings (the wiring): the talent profile's bank details read
// where payroll keeps them, at payroll's level only (POPIA: the minimum necessary), and the
// company's own label for the calendar's booking button.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAVE_LABEL } from '@shared/events/schemas';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import type { GetEmployeeReply } from '@shared/payroll/schemas';
import {
  ADMIN,
  AGENCY,
  MANAGER,
  PARENT,
  STAFF,
  as,
  newTalent,
  post,
} from './events-booking-support';
import { api } from './support';

describe('the talent profile’s bank details (POST /auth/get-employee)', () => {
  it('answers managers only, from payroll’s record; another company’s staff id is missing', async () => {
    const talent = await newTalent('Bank Talent');
    // Below manager: refused whoever the talent is (admins too: payroll is kept at level 9).
    for (const who of [PARENT, STAFF, ADMIN]) {
      const refused = await post<{ error: string }>(who, '/auth/get-employee', {
        staffID: talent,
      });
      expect(refused.status, who).toBe(403);
      expect(refused.text).not.toContain('Capitec');
    }
    // No payroll details yet: no bank details.
    const none = await post<GetEmployeeReply>(MANAGER, '/auth/get-employee', { staffID: talent });
    expect(none.status, none.text).toBe(200);
    expect(none.body.employee).toBeNull();

    const saved = await post(MANAGER, '/auth/save-employee', {
      staffID: talent,
      bank: 'Capitec',
      account: '1234567890',
      postalCode: '7925',
    });
    expect(saved.status, saved.text).toBe(200);
    const read = await post<GetEmployeeReply>(MANAGER, '/auth/get-employee', { staffID: talent });
    expect(read.body.employee).toMatchObject({
      id: talent,
      bank: 'Capitec',
      account: '1234567890',
      postal_code: '7925',
    });
    // Still nothing for an admin, now that there is something to see.
    const admin = await post(ADMIN, '/auth/get-employee', { staffID: talent });
    expect(admin.status).toBe(403);
    expect(admin.text).not.toContain('1234567890');
    // The staff list (level 5) never carries them.
    const list = await api.get<unknown>('/auth/get-all-staff?limit=100', {
      token: (await as(MANAGER)).token,
      host: AGENCY,
    });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('1234567890');

    const elsewhere = await post<{ error: string }>(
      'manager@school.localhost',
      '/auth/get-employee',
      { staffID: talent },
    );
    expect(elsewhere.status).toBe(404);
    const missing = await post<{ error: string }>(MANAGER, '/auth/get-employee', {
      staffID: 'no-such-staff',
    });
    expect(missing.status).toBe(404);
    expect(elsewhere.body.error).toBe(missing.body.error);
    expect((await post(MANAGER, '/auth/get-employee', {})).status).toBe(400);
  });
});

describe('the booking button label (site settings)', () => {
  const publicLabel = async () =>
    (await api.post<CompanyWithDomainReply>('/get-company-with-domain', {}, { host: AGENCY })).body
      .company.booking_button_label;
  const setLabel = (value: string, who = ADMIN) =>
    post<{ error?: string }>(who, '/auth/update-item', {
      table: 'site_settings',
      id: 'ubuntu-talent',
      column: 'booking_button_label',
      value,
    });

  it('is set by an admin, reaches the public company data, and empty means Book Now', async () => {
    expect(DEFAULT_SAVE_LABEL).toBe('Book Now');
    expect((await setLabel('Reserve talent', STAFF)).status).toBe(403);
    const tooLong = await setLabel('x'.repeat(41));
    expect(tooLong.status).toBe(400);

    const set = await setLabel('Reserve talent');
    expect(set.status, set.text).toBe(200);
    expect(await publicLabel()).toBe('Reserve talent');

    const cleared = await setLabel('');
    expect(cleared.status, cleared.text).toBe(200);
    // Empty: the screen shows its default, Book Now.
    expect((await publicLabel()) ?? '').toBe('');
  });
});
