import { describe, expect, it } from 'vitest';
import { isProfileField, profileFields, profileLabel } from './profile-fields';

describe('profileLabel: the field name, first word, upper-cased', () => {
  it('takes the first word of a snake_case name', () => {
    expect(profileLabel('postal_code')).toBe('POSTAL');
    expect(profileLabel('client_reference')).toBe('CLIENT');
    expect(profileLabel('id_number')).toBe('ID');
  });

  it('upper-cases a one-word name', () => {
    expect(profileLabel('phone')).toBe('PHONE');
    expect(profileLabel('institution')).toBe('INSTITUTION');
  });
});

describe('isProfileField: what the Profile tab hides', () => {
  it('hides id and emis', () => {
    expect(isProfileField('id', 'C1')).toBe(false);
    expect(isProfileField('emis', 'vula-trading')).toBe(false);
  });

  it('hides names containing sub_ or _at', () => {
    expect(isProfileField('created_at', '2026-01-01')).toBe(false);
    expect(isProfileField('updated_at', null)).toBe(false);
    expect(isProfileField('sub_account', 'x')).toBe(false);
  });

  it('hides object values but shows empty ones, so they can be filled in', () => {
    expect(isProfileField('address', { street: 'x' })).toBe(false);
    expect(isProfileField('tags', ['a'])).toBe(false);
    expect(isProfileField('email', null)).toBe(true);
    expect(isProfileField('phone', '031 555 0100')).toBe(true);
  });
});

describe('profileFields', () => {
  it('lists the shown fields in order, labelled, as text', () => {
    expect(
      profileFields({
        id: '01J',
        name: 'Ayanda Dube',
        postal_code: '4001',
        email: null,
        created_at: '2026-01-01',
        row_version: 3,
        cases: [],
      }),
    ).toEqual([
      { field: 'name', label: 'NAME', value: 'Ayanda Dube' },
      { field: 'postal_code', label: 'POSTAL', value: '4001' },
      { field: 'email', label: 'EMAIL', value: '' },
    ]);
  });
});
