import { describe, expect, it } from 'vitest';
import { readableOn, themeVariables } from './colours';

describe('theme colours', () => {
  it('picks the text colour with the better contrast', () => {
    expect(readableOn('#1E3A8A')).toBe('#ffffff');
    expect(readableOn('#65a30d')).toBe('#0f172a');
    expect(readableOn('not a colour')).toBe('#ffffff');
  });

  it('gives the variables only for valid colours', () => {
    expect(themeVariables('#be123c', 'bad')).toEqual({
      '--brand': '#be123c',
      '--brand-foreground': '#ffffff',
      '--ring': '#be123c',
    });
  });
});
