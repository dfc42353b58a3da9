import { describe, expect, it } from 'vitest';
import { decodeBase64File } from './decode';

describe('decodeBase64File', () => {
  it('reads plain base64 and data URLs', () => {
    expect(decodeBase64File('aGVsbG8=')).toEqual(new TextEncoder().encode('hello'));
    expect(decodeBase64File('data:image/png;base64,aGVsbG8=')).toEqual(
      new TextEncoder().encode('hello'),
    );
    expect(decodeBase64File('aGVs\nbG8=')).toEqual(new TextEncoder().encode('hello'));
    expect(decodeBase64File('')).toEqual(new Uint8Array());
  });

  it('refuses what is not base64', () => {
    expect(decodeBase64File('hello world!')).toBeUndefined();
    expect(decodeBase64File('data:text/plain,hello')).toBeUndefined();
    expect(decodeBase64File('data:image/png;base64')).toBeUndefined();
    expect(decodeBase64File('aGVsb')).toBeUndefined();
  });
});
