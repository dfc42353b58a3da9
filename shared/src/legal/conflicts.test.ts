import { describe, expect, it } from 'vitest';
import { bestMatch, editDistance, nameMatch, nameTokens, partyNames } from './conflicts';

describe('nameTokens', () => {
  it('folds case, accents, punctuation and company forms', () => {
    expect(nameTokens('Khumalo Holdings (Pty) Ltd')).toEqual(['khumalo', 'holdings']);
    expect(nameTokens('KHUMALO HOLDINGS PTY. LTD.')).toEqual(['khumalo', 'holdings']);
    expect(nameTokens('Zoë Müller-Rousseau CC')).toEqual(['zoe', 'muller', 'rousseau']);
    expect(nameTokens('Smith & Sons Inc.')).toEqual(['smith', 'sons']);
    expect(nameTokens('(Pty) Ltd')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts single-letter edits, and stops past its limit', () => {
    expect(editDistance('mokoena', 'mokwena')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});

describe('nameMatch', () => {
  const matches: Array<[string, string]> = [
    ['Khumalo Holdings (Pty) Ltd', 'khumalo holdings'],
    ['Khumalo Holdings (Pty) Ltd', 'Khumalo Holdings CC'],
    ['J. Smith', 'John Smith'],
    ['Thabo Mokoena', 'Thabo Mokwena'],
    ['van der Merwe', 'Vandermerwe'],
    ['Khumalo', 'Khumalo Holdings'],
    ['Nomvula Zanele Dlamini', 'Nomvula Dlamini'],
    ['Sipho Nkosi', 'NKOSI, SIPHO'],
  ];
  it.each(matches)('%s resembles %s', (a, b) => {
    expect(nameMatch(a, b)).toBeDefined();
    expect(nameMatch(b, a)).toBeDefined();
  });

  const different: Array<[string, string]> = [
    ['John Smith', 'Jane Smith'],
    ['Thabo Nkosi', 'Sipho Dlamini'],
    ['Khumalo Holdings', 'Dube Transport'],
    ['J. Smith', 'Peter Smith'],
    ['van der Merwe', 'van Wyk'],
    ['Pty Ltd', 'Pty Ltd'],
    ['Bo Li', 'Bo Lu'],
  ];
  it.each(different)('%s does not resemble %s', (a, b) => {
    expect(nameMatch(a, b)).toBeUndefined();
  });

  it('is surest of the same name', () => {
    expect(nameMatch('Khumalo Holdings (Pty) Ltd', 'khumalo holdings')?.score).toBe(1);
    expect(nameMatch('J. Smith', 'John Smith')?.score).toBeLessThan(1);
  });
});

describe('partyNames and bestMatch', () => {
  it('splits a parties field and finds the best match of several names', () => {
    expect(partyNames('Thabo Nkosi; Lindiwe Nkosi\nDube Transport, ')).toEqual([
      'Thabo Nkosi',
      'Lindiwe Nkosi',
      'Dube Transport',
    ]);
    expect(partyNames(undefined)).toEqual([]);
    expect(bestMatch(['Sipho Dube', 'Khumalo Holdings'], 'KHUMALO HOLDINGS (PTY) LTD')).toEqual({
      name: 'Khumalo Holdings',
      score: 1,
    });
    expect(bestMatch(['Sipho Dube'], 'Lerato Mahlangu')).toBeUndefined();
  });
});
