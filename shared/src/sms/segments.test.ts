import { describe, expect, it } from 'vitest';
import { smsSegments, smsSize } from './segments';

describe('smsSize', () => {
  it('counts plain text in GSM-7: 160 in one segment, then parts of 153', () => {
    expect(smsSize('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
    expect(smsSize('Hello')).toEqual({ encoding: 'GSM-7', units: 5, segments: 1 });
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts extension characters as two septets', () => {
    expect(smsSize('€10')).toEqual({ encoding: 'GSM-7', units: 4, segments: 1 });
    expect(smsSegments('{'.repeat(80))).toBe(1);
    expect(smsSegments('{'.repeat(81))).toBe(2);
  });

  it('switches to UCS-2 for other characters: 70 in one segment, then parts of 67', () => {
    expect(smsSize('Molo, ŋ')).toEqual({ encoding: 'UCS-2', units: 7, segments: 1 });
    expect(smsSegments('ŋ'.repeat(70))).toBe(1);
    expect(smsSegments('ŋ'.repeat(71))).toBe(2);
    expect(smsSegments('ŋ'.repeat(134))).toBe(2);
    expect(smsSegments('ŋ'.repeat(135))).toBe(3);
  });

  it('counts an emoji as two UTF-16 units', () => {
    expect(smsSize('🙂')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsSegments('🙂'.repeat(35))).toBe(1);
    expect(smsSegments('🙂'.repeat(36))).toBe(2);
  });

  it('keeps GSM accented letters in GSM-7', () => {
    expect(smsSize('Café à Müller').encoding).toBe('GSM-7');
    expect(smsSize('Ça va').encoding).toBe('GSM-7');
    expect(smsSize('ç').encoding).toBe('UCS-2');
  });
});
