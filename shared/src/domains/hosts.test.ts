import { describe, expect, it } from 'vitest';
import { isApex, isInZone, isUnderZone, servedHosts } from './hosts';

describe("a company domain's host names", () => {
  it('serves an apex with its www twin, a www name with its apex, any other name alone', () => {
    expect(servedHosts('example.co.za')).toEqual(['example.co.za', 'www.example.co.za']);
    expect(servedHosts('www.example.co.za')).toEqual(['www.example.co.za', 'example.co.za']);
    expect(servedHosts('example.com')).toEqual(['example.com', 'www.example.com']);
    expect(servedHosts('shop.example.co.za')).toEqual(['shop.example.co.za']);
    expect(servedHosts('acme.localhost')).toEqual(['acme.localhost']);
    expect(isApex('co.za')).toBe(false);
  });

  it('knows the names one label under the provider zone, and refuses deeper ones', () => {
    expect(isUnderZone('acme.kantoor.co.za', 'kantoor.co.za')).toBe(true);
    expect(isUnderZone('a.b.kantoor.co.za', 'kantoor.co.za')).toBe(false);
    expect(isUnderZone('kantoor.co.za', 'kantoor.co.za')).toBe(false);
    expect(isUnderZone('acme.co.za', 'kantoor.co.za')).toBe(false);
    expect(isUnderZone('xkantoor.co.za', 'kantoor.co.za')).toBe(false);
    expect(isInZone('a.b.kantoor.co.za', 'kantoor.co.za')).toBe(true);
    expect(isUnderZone('acme.kantoor.co.za', undefined)).toBe(false);
  });
});
