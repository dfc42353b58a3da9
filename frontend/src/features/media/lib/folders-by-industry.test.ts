import { describe, expect, it } from 'vitest';
import { foldersFor } from './folders-by-industry';

describe('Manage Images folders by industry', () => {
  it("gives General the spec's six, in its order, and the store's product pictures", () => {
    expect(foldersFor('General').map((choice) => choice.folder)).toEqual([
      'logos',
      'website_banner',
      'smt',
      'gallery',
      'events',
      'staff',
      'products',
    ]);
  });

  it('filters a legal practice and an agency', () => {
    expect(foldersFor('Legal Practice').map((choice) => choice.label)).toEqual([
      'Company Logo',
      'Website Front Page',
      'Management Team',
      'Gallery',
    ]);
    expect(foldersFor('Agency').map((choice) => choice.folder)).toEqual([
      'logos',
      'website_banner',
      'gallery',
      'events',
      'staff',
    ]);
  });

  it('treats an unknown industry as General', () => {
    expect(foldersFor('Bakery')).toHaveLength(7);
  });
});
