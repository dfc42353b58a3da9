import { describe, expect, it } from 'vitest';
import type { ListPage, ProductView } from '@shared/catalogue/schemas';
import { api, login, outbox, type Session } from './support';

// Issue 26 item 4: an edit to a tenant's site invalidates that tenant's cached pages, after the
// write commits. Locally nothing is cached: the local adapter records each invalidation in
// DATA_DIR/outbox/cache.jsonl, keyed by the request's id, which the reply names.

const LEGAL = 'legal.localhost';
const SHOP = 'shop.localhost';
const LEGAL_EMIS = 'mokoena-attorneys';
const SHOP_EMIS = 'vula-trading';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  const host = email.split('@')[1] ?? '';
  if (!sessions.has(email)) sessions.set(email, login(email, host));
  return sessions.get(email)!;
};
const post = async <T = unknown>(email: string, path: string, body: unknown) =>
  api.post<T & { error?: string }>(path, body, {
    host: email.split('@')[1],
    token: (await as(email)).token,
  });

/** The invalidations recorded for one request (by its id). */
const recordedFor = (response: { headers: Record<string, string> }) => {
  const id = response.headers['x-request-id'];
  expect(id).toBeTruthy();
  return outbox('cache').filter((entry) => entry.id === id);
};

describe("a site's cached pages after an edit", () => {
  it("saving a published post invalidates that company's pages only; a draft invalidates nothing", async () => {
    const saved = await post(`manager@${LEGAL}`, '/auth/save-post', {
      title: `Cache ${Date.now().toString(36)}`,
      body: '<p>Text</p>',
      datePosted: '2026-02-01',
      status: 'on',
      pictureFolder: 'events',
    });
    expect(saved.status, saved.text).toBe(200);
    const recorded = recordedFor(saved);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ tenant: LEGAL_EMIS, paths: ['/*'] });

    const draft = await post(`manager@${LEGAL}`, '/auth/save-post', {
      title: `Draft ${Date.now().toString(36)}`,
      body: '<p>Text</p>',
      datePosted: '2026-02-01',
      status: 'off',
      pictureFolder: 'events',
    });
    expect(draft.status, draft.text).toBe(200);
    expect(recordedFor(draft)).toEqual([]);
  });

  it('a site setting records one invalidation for that company; a refused change none', async () => {
    const admin = `admin@${SHOP}`;
    const changed = await post(admin, '/auth/update-item', {
      table: 'site_settings',
      id: SHOP_EMIS,
      column: 'welcome_title',
      value: `Welcome ${Date.now().toString(36)}`,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(recordedFor(changed)).toEqual([
      expect.objectContaining({ tenant: SHOP_EMIS, paths: ['/*'] }),
    ]);
    const refused = await post(admin, '/auth/update-item', {
      table: 'site_colors',
      id: SHOP_EMIS,
      column: 'primary_bg_color',
      value: 'not a colour',
    });
    expect(refused.status).toBe(400);
    expect(recordedFor(refused)).toEqual([]);
  });

  it("listing a product invalidates the shop's pages, and a back-office-only table does not", async () => {
    const admin = `admin@${SHOP}`;
    const page = await api.get<ListPage<ProductView>>('/auth/get-all-products?limit=1', {
      host: SHOP,
      token: (await as(admin)).token,
    });
    expect(page.status, page.text).toBe(200);
    const product = page.body.rows[0]!;
    const listed = await post(admin, '/auth/update-item', {
      table: 'products',
      id: product.id,
      column: 'list',
      value: 'Yes',
    });
    expect(listed.status, listed.text).toBe(200);
    expect(recordedFor(listed)).toEqual([
      expect.objectContaining({ tenant: SHOP_EMIS, paths: ['/*'] }),
    ]);
    // Suppliers are not on the site.
    const suppliers = await api.get<ListPage<{ id: string; name: string }>>(
      '/auth/get-all-suppliers?limit=1',
      { host: SHOP, token: (await as(admin)).token },
    );
    const supplier = suppliers.body.rows[0]!;
    const renamed = await post(admin, '/auth/update-item', {
      table: 'suppliers',
      id: supplier.id,
      column: 'contact_person',
      value: `Contact ${Date.now().toString(36)}`,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(recordedFor(renamed)).toEqual([]);
  });
});
