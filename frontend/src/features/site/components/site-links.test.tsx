import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const company = testCompany({ emis: 'ubuntu', name: 'Ubuntu', domain: 'agency.localhost' });

afterEach(() => vi.unstubAllGlobals());

describe('the public site’s Events link (issue 25)', () => {
  it('sits next to News in the header and the footer, to the events calendar', () => {
    vi.stubGlobal('fetch', fakeApi(() => ({ body: [] })).fetch);
    renderForCompany(
      company,
      '/',
      <>
        <SiteHeader />
        <SiteFooter />
      </>,
    );
    const header = screen.getByRole('banner');
    const headerLinks = within(header)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(headerLinks.indexOf('Events')).toBe(headerLinks.indexOf('News') + 1);
    expect(within(header).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/events-calendar',
    );
    const footer = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'More',
    });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['News', 'Events']);
    expect(within(footer).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/events-calendar',
    );
  });
});
