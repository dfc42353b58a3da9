import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_MESSAGES } from '@shared/store/schemas';
import { CART_KEY } from '../lib/cart';
import { fakeApi, renderAt } from '../test/render';
import { CheckoutPage } from './checkout-page';

const PHONE = { id: 'p-phone', name: 'Nokia G21 64GB', price: 189_900, image: null };
const LAPTOP = { id: 'p-laptop', name: 'Dell Latitude 5490', price: 549_900, image: null };

const answers = (path: string) => {
  if (path === '/store/products')
    return {
      body: {
        rows: [],
        cursor: null,
        categories: ['All Products', 'Phones', 'Notebooks'],
        currency: 'ZAR',
        delivery_province: 'KwaZulu-Natal',
      },
    };
  if (path === '/get-all-branches') return { body: [] };
  if (path === '/store/checkout')
    return {
      body: {
        token: 'tok_0123456789abcdefghij',
        order: {},
        checkout: { action: '/sandbox-gateway/process', fields: [['amount', '7398.00']] },
      },
    };
  return { status: 404, body: { error: 'No such route' } };
};

describe('CheckoutPage', () => {
  beforeEach(() => {
    // The cart a visitor filled before a reload: it is read back from the browser's storage.
    localStorage.setItem(CART_KEY, JSON.stringify([PHONE, LAPTOP]));
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the stored cart with its total, removes items, and says No products... when empty', async () => {
    vi.stubGlobal('fetch', fakeApi(answers).fetch);
    renderAt('/checkout', <CheckoutPage />);
    const cart = await screen.findByRole('region', { name: 'Cart' });
    expect(within(cart).getByText(PHONE.name)).toBeVisible();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('R 7,398.00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Remove ${PHONE.name}` }));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('R 5,499.00');
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')).toEqual([LAPTOP]);
    await user.click(screen.getByRole('button', { name: `Remove ${LAPTOP.name}` }));
    expect(screen.getByText(STORE_MESSAGES.noProducts)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute(
      'href',
      '/web-store',
    );
  });

  it('asks for the delivery address, then sends ids and quantities only, never prices', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const api = fakeApi(answers);
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/checkout', <CheckoutPage />);
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(
      await within(form).findByText(/Free delivery within KwaZulu-Natal, within 72 hours/),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Name/), 'Thandeka Zulu');
    await user.type(within(form).getByLabelText(/^Email/), 'thandeka@example.co.za');
    await user.type(within(form).getByLabelText(/^Phone/), '072 555 0188');
    await user.click(within(form).getByRole('button', { name: 'Pay by card' }));
    expect(await within(form).findByText(STORE_MESSAGES.addressRequired)).toBeVisible();
    expect(api.calls.some((c) => c.path === '/store/checkout')).toBe(false);

    await user.click(within(form).getByLabelText('Collect it from our store'));
    await user.click(within(form).getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('form', { name: 'Card payment' })).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path === '/store/checkout')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      name: 'Thandeka Zulu',
      email: 'thandeka@example.co.za',
      fulfilment: 'collection',
      items: [
        { id: PHONE.id, quantity: 1 },
        { id: LAPTOP.id, quantity: 1 },
      ],
    });
    expect(JSON.stringify(sent)).not.toContain('price');
    expect(submit).toHaveBeenCalled();
  });
});
