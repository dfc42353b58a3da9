import { describe, expect, it } from 'vitest';
import { SPLIT_VALUES, tenantEntities } from './partitions';

describe("a company's partitions", () => {
  it('know the further key of every entity that splits a company into several partitions', () => {
    const split = tenantEntities()
      .filter((e) => /\$\{\w+\}/.test(e.template.slice('${emis}#'.length)))
      .map((e) => e.name)
      .sort();
    expect(split).toEqual(Object.keys(SPLIT_VALUES).sort());
  });

  it('include the company itself, its clients and its invoices', () => {
    const names = tenantEntities().map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['company', 'client', 'invoice', 'payment']));
    // Global items (domains, identities) are not a company's partitions.
    expect(names).not.toContain('domain');
    expect(names).not.toContain('user');
  });
});
