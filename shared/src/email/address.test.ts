import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './address';

describe('normaliseEmail', () => {
  it.each([
    ['  Thandeka.Zulu@Example.co.za ', 'thandeka.zulu@example.co.za'],
    ['admin@legal.localhost', 'admin@legal.localhost'],
    ['owner@localhost', 'owner@localhost'],
    ['a+news@mail-1.example.com', 'a+news@mail-1.example.com'],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseEmail(raw)).toBe(expected);
  });

  it.each([
    '',
    'not-an-email',
    'a@',
    '@example.com',
    'a@b@example.com',
    'a b@example.com',
    'a@example..com',
    'a@-example.com',
    'a@example.com, b@example.com',
    'Thandeka <t@example.com>',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
    42,
    undefined,
  ])('%s is not an address', (raw) => {
    expect(normaliseEmail(raw)).toBeUndefined();
  });
});
