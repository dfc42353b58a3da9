import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['082 555 0101', '+27825550101'],
    ['0825550101', '+27825550101'],
    ['(082) 555-0101', '+27825550101'],
    ['+27 82 555 0101', '+27825550101'],
    ['27825550101', '+27825550101'],
    ['0027825550101', '+27825550101'],
    ['011 555 0101', '+27115550101'],
    ['+44 20 7946 0958', '+442079460958'],
    [825550101, undefined],
  ])('%s -> %s', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it.each([
    '',
    '082 555 010',
    '082 555 01011',
    '+27 082 555 0101',
    'call me',
    '12345',
    '+0123456789',
    null,
  ])('refuses %s', (raw) => {
    expect(normalisePhone(raw)).toBeUndefined();
  });
});
