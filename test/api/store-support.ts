import { expect } from 'vitest';
import type { CheckoutForm } from '@shared/payments/schemas';
import { holderOf } from '../../functions/src/kernel/unique';
import { padNumber } from '../../functions/src/documents/entities/document-fields';
import { api, login, testDeps, type Session } from './support';

/** Helpers of the store and point-of-sale suites (issue 16). */
export const SHOP = 'shop.localhost';
export const SHOP_EMIS = 'vula-trading';

const sessions = new Map<string, Promise<Session>>();
export const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};

/** A signed-in call as `email`, on the email's own site. */
export const call = async <T>(email: string, path: string, body?: unknown) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: email.split('@')[1], token: session.token });
};

let visitors = 0;
/**
 * A visitor's address of its own (the test runtime believes x-forwarded-for as the edge's): the
 * suites' many checkouts stay under the per-address limit, except where a test means to reach it.
 */
export const visitorAddress = () => {
  visitors += 1;
  return `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(visitors / 250)}.${visitors % 250}`;
};

/** A visitor's call on a site, from `address` (a new visitor's own by default). */
export const visit = <T>(path: string, body: unknown, host = SHOP, address = visitorAddress()) =>
  api.post<T>(path, body, { host, headers: { 'x-forwarded-for': address } });

let counter = 0;
export const unique = (text: string) => {
  counter += 1;
  return `${text} ${Date.now().toString(36)}${counter}`;
};

/**
 * A product of the shop made for one test: listed on the store in Phones (or not), with `stock`
 * received, through the manager's own route.
 */
export async function newProduct(
  stock: number,
  { price = '1,234.50', list = 'Yes' as 'Yes' | 'No', category = 'Phones' } = {},
) {
  const db = testDeps().db;
  const [categoryId, supplier] = await Promise.all([
    holderOf(db, SHOP_EMIS, 'category_name', category),
    holderOf(db, SHOP_EMIS, 'supplier_name', 'Berea Toner and Tech Supplies'),
  ]);
  const saved = await call<{ status: string; id: string }>(
    `manager@${SHOP}`,
    '/auth/save-product-and-add-to-receivings',
    {
      name: unique('Test phone'),
      code: unique('T').replace(/\s/g, '-'),
      cost: '500',
      price,
      category_id: categoryId,
      supplier,
      list,
      quantity: stock,
      date: '2026-11-20',
    },
  );
  expect(saved.status, saved.text).toBe(200);
  return saved.body.id;
}

/** A product's stock figures as stored. */
export async function stockOf(id: string, emis = SHOP_EMIS) {
  const { data } = await testDeps().db.entities.product.get({ emis, id }).go({ consistent: true });
  return { stock: data?.stock ?? NaN, reserved: data?.reserved ?? 0, exists: Boolean(data) };
}

export async function invoiceOf(number: number, emis = SHOP_EMIS) {
  const { data } = await testDeps()
    .db.entities.invoice.get({ emis, seq: padNumber(number) })
    .go({ consistent: true });
  return data;
}

export const buyer = {
  name: 'Ayesha Patel',
  email: 'ayesha.patel@example.co.za',
  phone: '082 555 0101',
  fulfilment: 'collection' as const,
  branchId: 'branch-1',
};

export type CheckoutReply = {
  token: string;
  order: { id: string; total: number; status: string; lines: Array<{ unit_price: number }> };
  checkout: CheckoutForm;
};

const form = (fields: ReadonlyArray<readonly [string, string]>) =>
  fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** Posts a checkout to the sandbox gateway as the browser would; answers the order's id. */
export async function openOrder(checkout: CheckoutForm, host = SHOP): Promise<string> {
  const response = await api.post(checkout.action, undefined, {
    host,
    rawBody: form(checkout.fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status, response.text).toBe(303);
  const id = /order\/([0-9a-f-]+)$/.exec(response.headers.location ?? '')?.[1];
  expect(id).toBeTruthy();
  return id!;
}

/** Pays a sandbox order, holding its notification back; answers the signed notification. */
export async function payHeld(order: string, host = SHOP): Promise<string> {
  const response = await api.post(`/sandbox-gateway/pay/${order}?hold=1`, undefined, {
    host,
    rawBody: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(303);
  const orders =
    await api.get<Array<{ id: string; notification?: string }>>('/sandbox-gateway/orders');
  const notification = orders.body.find((o) => o.id === order)?.notification;
  expect(notification).toBeTruthy();
  return notification!;
}

/** Delivers a notification as the gateway does (from its own address). */
export const notify = (body: string) =>
  api.post<string>('/payments/notify', undefined, {
    host: 'localhost',
    rawBody: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
