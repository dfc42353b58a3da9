import { describe, expect, it } from 'vitest';
import { LABEL_KEYS } from '@shared/company/labels';
import { companyDefinition } from './company.entity';

describe('company entity', () => {
  it('declares every label key, so that ElectroDB keeps every override', () => {
    const declared = Object.keys(companyDefinition.schema.attributes.labels.properties ?? {});
    expect(declared.sort()).toEqual([...LABEL_KEYS].sort());
  });
});
