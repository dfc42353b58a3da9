import { describe, expect, it } from 'vitest';
import { uniqueValue } from '@shared/catalogue/unique';
import { CATALOGUE_SEED } from '../../functions/src/catalogue/seed-data';
import { STORE_SEED } from '../../functions/src/store/seed';
import { api, testDeps } from './support';
import { visit } from './store-support';

type Details = { name: string; code: string | null; image: string | null; details: string | null };

/** The sites of the store's demo companies. */
const HOSTS: Record<string, string> = {
  'vula-trading': 'shop.localhost',
  'baron-007': 'localhost',
};

/** Every product the seed writes for a company, by code: the store's and the catalogue's. */
function seededCodes(emis: string) {
  const store = STORE_SEED.find((s) => s.emis === emis)?.products ?? [];
  const catalogue = CATALOGUE_SEED.find((s) => s.emis === emis)?.products ?? [];
  return [
    ...store.map((p) => ({ code: p.code, name: p.name, listed: true })),
    ...catalogue.map((p) => ({ code: p.code, name: p.name, listed: p.list === 'Yes' })),
  ];
}

/** Values met more than once (compared as the uniqueness markers compare names). */
const repeated = (values: Array<string | undefined>) => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values.map((v) => uniqueValue(v)).filter(Boolean) as string[]) {
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
};

describe('the store demo data (issue 28)', () => {
  it('seeds no product twice: no two products of a company share a code or a name', async () => {
    // The seed data itself: one product a code (the T480 was once seeded twice at two prices).
    for (const emis of Object.keys(HOSTS)) {
      const seeded = seededCodes(emis);
      expect(repeated(seeded.map((p) => p.code))).toEqual([]);
      expect(repeated(seeded.map((p) => p.name))).toEqual([]);
      expect(seeded.filter((p) => /thinkpad t480/i.test(p.name))).toHaveLength(
        emis === 'vula-trading' ? 1 : 0,
      );
      // What the runtime holds: every seeded code and name once (other suites add products of
      // their own to the demo companies, so only the seeded ones are counted).
      const { data } = await testDeps()
        .db.entities.product.query.byCompany({ emis })
        .go({ pages: 'all' });
      for (const { code, name } of seeded) {
        expect(data.filter((p) => p.code === code).map((p) => p.code)).toEqual([code]);
        expect(data.filter((p) => p.name === name).map((p) => p.name)).toEqual([name]);
      }
    }
  });

  it('shows every listed demo product with its drawn picture and a description', async () => {
    for (const [emis, host] of Object.entries(HOSTS)) {
      const { data } = await testDeps()
        .db.entities.product.query.byCompany({ emis })
        .go({ pages: 'all' });
      const listed = seededCodes(emis).filter((p) => p.listed);
      expect(listed.length).toBeGreaterThan(3);
      for (const { code } of listed) {
        const product = data.find((p) => p.code === code)!;
        const page = await visit<Details>('/store/product', { id: product.id }, host);
        expect(page.status, `${code}: ${page.text}`).toBe(200);
        const file = `${code.toLowerCase()}.png`;
        expect(page.body.image).toBe(`/images/products/${emis}/${file}`);
        // Two or three sentences, not a placeholder.
        expect(page.body.details ?? '', code).toMatch(/^[A-Z0-9].{60,}\.$/s);
        const picture = await api.get(page.body.image!, { host });
        expect(picture.status, `${code} picture`).toBe(200);
        expect(picture.headers['content-type']).toBe('image/png');
      }
    }
  });
});
