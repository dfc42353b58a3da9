import { describe, expect, it } from 'vitest';
import { clientEntry } from './client-entry';

describe('clientEntry: the picker reads name | id_number | institution', () => {
  it('joins the three parts', () => {
    expect(
      clientEntry({
        name: 'Ayanda Dube',
        id_number: '8001015009087',
        institution: 'Dube Holdings',
      }),
    ).toBe('Ayanda Dube | 8001015009087 | Dube Holdings');
  });

  it('leaves out a missing or blank part', () => {
    expect(
      clientEntry({ name: 'Ayanda Dube', id_number: null, institution: 'Dube Holdings' }),
    ).toBe('Ayanda Dube | Dube Holdings');
    expect(clientEntry({ name: 'Ayanda Dube', id_number: '  ', institution: null })).toBe(
      'Ayanda Dube',
    );
  });
});
