import { describe, expect, it } from 'vitest';
import {
  bestMatch,
  editDistance,
  indexEntries,
  inRange,
  nameKeys,
  nameMatch,
  nameTokens,
  partyNames,
  searchRanges,
} from './conflicts';

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

describe('the index of names (what a check reads)', () => {
  // A check finds a name when one of its ranges holds one of the name's keys.
  const found = (searched: string, indexed: string) => {
    const keys = nameKeys(indexed);
    return searchRanges([searched]).some((range) => keys.some((key) => inRange(range, key)));
  };

  it('keeps identifying words and the joined name as keys', () => {
    expect(nameKeys('van der Merwe')).toEqual(['vandermerwe', 'merwe']);
    expect(nameKeys('J. Smith')).toEqual(['jsmith', 'smith']);
    expect(nameKeys('Khumalo Holdings (Pty) Ltd')).toEqual([
      'khumaloholdings',
      'khumalo',
      'holdings',
    ]);
    expect(nameKeys('(Pty) Ltd')).toEqual([]);
  });

  // Every pair nameMatch accepts, both ways, is found by the ranges of one of them.
  const resembling: Array<[string, string]> = [
    ['Khumalo Holdings (Pty) Ltd', 'khumalo holdings'],
    ['Khumalo Holdings (Pty) Ltd', 'Khumalo Holdings CC'],
    ['J. Smith', 'John Smith'],
    ['Thabo Mokoena', 'Thabo Mokwena'],
    ['Mokoena', 'Nokoena'],
    ['Mokoena', 'Mokoen'],
    ['Ntombizodwa', 'Ntombizdowa'],
    ['Ntombizodwa', 'Mtombizodwa'],
    ['van der Merwe', 'Vandermerwe'],
    ['Vander Merwe', 'vandermerwe'],
    ['Le Roux', 'Leroux'],
    ['Khumalo', 'Khumalo Holdings'],
    ['Nomvula Zanele Dlamini', 'Nomvula Dlamini'],
    ['Sipho Nkosi', 'NKOSI, SIPHO'],
    ['Bo Li', 'Bo Li'],
    ['A B', 'AB'],
  ];
  it.each(resembling)('%s and %s find each other', (a, b) => {
    expect(nameMatch(a, b)).toBeDefined();
    expect(found(a, b)).toBe(true);
    expect(found(b, a)).toBe(true);
  });

  it('finds every one-slip variant of a word, and two slips not at both ends', () => {
    const word = 'mahlangu';
    const letters = 'abz';
    const variants = new Set<string>();
    for (let i = 0; i <= word.length; i += 1) {
      variants.add(word.slice(0, i) + word.slice(i + 1));
      for (const c of letters) {
        variants.add(word.slice(0, i) + c + word.slice(i + 1));
        variants.add(word.slice(0, i) + c + word.slice(i));
      }
    }
    for (const variant of variants) {
      if (!nameMatch(word, variant)) continue;
      expect(found(word, variant), variant).toBe(true);
      expect(found(variant, word), variant).toBe(true);
    }
    expect(found('mahlangu', 'mahxangx')).toBe(true);
    expect(found('mahlangu', 'xahlangx')).toBe(false);
  });

  it('keeps at most `max` keys, every name’s joined key first', () => {
    const entries = indexEntries(
      [
        { name: 'Thabo Nkosi', label: 'petitioner|Thabo Nkosi' },
        { name: 'Lindiwe Nkosi', label: 'petitioner|Lindiwe Nkosi' },
      ],
      3,
    );
    expect([...entries.keys()]).toEqual(['thabonkosi', 'lindiwenkosi', 'thabo']);
    expect(
      indexEntries(
        [
          { name: 'Thabo Nkosi', label: 'a' },
          { name: 'Nkosi', label: 'b' },
        ],
        9,
      ).get('nkosi'),
    ).toEqual(['a', 'b']);
  });
});
