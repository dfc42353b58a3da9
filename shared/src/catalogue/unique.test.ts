import { describe, expect, it } from 'vitest';
import { uniqueValue } from './unique';

describe('uniqueValue', () => {
  it('ignores case and spaces', () => {
    expect(uniqueValue(' Office  Depot ')).toBe('officedepot');
    expect(uniqueValue('OFFICE DEPOT')).toBe(uniqueValue('officedepot'));
    expect(uniqueValue('850101 5800 089')).toBe('8501015800089');
  });

  it('claims nothing for an empty value', () => {
    expect(uniqueValue('   ')).toBeUndefined();
    expect(uniqueValue(undefined)).toBeUndefined();
    expect(uniqueValue(null)).toBeUndefined();
  });
});
