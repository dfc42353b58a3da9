import * as zod from 'zod';
import { describe, expect, it } from 'vitest';
import * as bundled from '../../infra/cdk/zod-bundle';

/** infra/cdk/zod-bundle is what Lambda bundles get for `zod`: zod, less the translations. */
describe('the bundled zod', () => {
  const names = (value: object) => Object.keys(value).sort();

  it('exports every name zod does, and the same `z` and `z.core`', () => {
    expect(names(bundled)).toEqual(names(zod));
    expect(names(bundled.z)).toEqual(names(zod.z));
    expect(names(bundled.z.core)).toEqual(names(zod.z.core));
    for (const name of names(zod.z)) {
      if (name === 'locales' || name === 'core') continue;
      expect(bundled.z[name as keyof typeof zod.z], name).toBe(zod.z[name as keyof typeof zod.z]);
    }
    expect(bundled.default).toBe(bundled.z);
  });

  it('holds English only, the language zod uses by default', () => {
    expect(names(bundled.z.locales)).toEqual(['en']);
    expect(names(bundled.z.core.locales)).toEqual(['en']);
    expect(bundled.z.locales.en).toBe(zod.z.locales.en);
  });

  it('gives the same messages', () => {
    const schema = bundled.z.object({ name: bundled.z.string().min(2), age: bundled.z.number() });
    const mine = schema.safeParse({ name: 'a', age: 'x' }).error?.issues.map((i) => i.message);
    const theirs = zod.z
      .object({ name: zod.z.string().min(2), age: zod.z.number() })
      .safeParse({ name: 'a', age: 'x' })
      .error?.issues.map((i) => i.message);
    expect(mine).toEqual(theirs);
    expect(mine?.[0]).toMatch(/^Too small/);
  });
});
