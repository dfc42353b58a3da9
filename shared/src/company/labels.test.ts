import { describe, expect, it } from 'vitest';
import { labelsFor } from './labels';

describe('labels', () => {
  it('default by industry and take non-blank company overrides', () => {
    expect(labelsFor('Legal Practice').matter).toBe('Matter');
    expect(labelsFor('Agency').staff).toBe('Talent');
    expect(labelsFor('Unknown').client).toBe('Client');
    const school = labelsFor('General', { client: 'Learner', clients: '  ', nonsense: 'x' });
    expect(school.client).toBe('Learner');
    expect(school.clients).toBe('Clients');
    expect(school).not.toHaveProperty('nonsense');
  });
});
