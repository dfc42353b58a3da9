import { describe, expect, it } from 'vitest';
import {
  checkoutParamString,
  checkoutSignature,
  notifyParamString,
  notifySignature,
  phpUrlencode,
  signatureMatches,
  type CheckoutFields,
} from './signature';

// The published test vectors of the provider's own PHP SDK (Payfast/payfast-php-sdk):
// tests/unit/AuthTest.php (checkout, fields shuffled, passphrase 'payfastsandbox') and
// tests/PaymentIntegrations/NotificationTest.php (a notification, no passphrase).
const base64 = (text: string) => Buffer.from(text).toString('base64').replace(/=+$/, '');

const AUTH_TEST_FIELDS: CheckoutFields = {
  merchant_id: '10028084',
  merchant_key: '4hjoenwbwnuso',
  subscription_type: '1',
  m_payment_id: '5',
  amount: '5.00',
  recurring_amount: '5',
  billing_date: '2023-01-01',
  frequency: '3',
  cycles: '0',
  custom_str1: base64('Some Test String'),
  custom_int1: '1',
  custom_int2: '1',
  custom_str2: base64('Another Test String'),
  item_name: 'Test',
  name_last: 'Test',
  name_first: 'Test',
  email_address: 'test@test.com',
  confirmation_address: 'test@test.test',
  email_confirmation: '1',
  return_url: 'https://test.com/billing/success',
  cancel_url: 'https://test.com/billing/cancel',
  notify_url: 'https://test.com/payfast/webhook',
};

const NOTIFICATION_TEST: Array<[string, string]> = [
  ['m_payment_id', '000000020'],
  ['pf_payment_id', '1579137'],
  ['payment_status', 'COMPLETE'],
  ['item_name', 'Order #000000020'],
  ['item_description', ''],
  ['amount_gross', '15.00'],
  ['amount_fee', '-2.30'],
  ['amount_net', '12.70'],
  ['custom_str1', ''],
  ['custom_str2', ''],
  ['custom_str3', ''],
  ['custom_str4', ''],
  ['custom_str5', ''],
  ['custom_int1', ''],
  ['custom_int2', ''],
  ['custom_int3', ''],
  ['custom_int4', ''],
  ['custom_int5', ''],
  ['name_first', 'Tom'],
  ['name_last', 'Tom'],
  ['email_address', 'lindley+user1@appinlet.com'],
  ['merchant_id', '10027938'],
  ['signature', '4078bca2c8987e0e0c4e7230f2f46323'],
];

describe('checkout signature', () => {
  it("matches the SDK's AuthTest vector whatever order the fields come in", () => {
    expect(checkoutSignature(AUTH_TEST_FIELDS, 'payfastsandbox')).toBe(
      '3441682c5d8a65486f5b7cc8ce41d146',
    );
    const reversed = Object.fromEntries(Object.entries(AUTH_TEST_FIELDS).reverse());
    expect(checkoutSignature(reversed, 'payfastsandbox')).toBe('3441682c5d8a65486f5b7cc8ce41d146');
  });

  it('keeps a value of 0 and drops blank values', () => {
    expect(checkoutParamString({ ...AUTH_TEST_FIELDS, item_description: '  ' })).toContain(
      'cycles=0',
    );
    expect(checkoutParamString({ ...AUTH_TEST_FIELDS, item_description: '  ' })).not.toContain(
      'item_description',
    );
    // Dropping the 0, as the SDK's released code does, signs something else.
    const { cycles: _dropped, ...withoutZero } = AUTH_TEST_FIELDS;
    expect(checkoutSignature(withoutZero, 'payfastsandbox')).not.toBe(
      '3441682c5d8a65486f5b7cc8ce41d146',
    );
  });

  it('orders by the documented order, not alphabetically', () => {
    expect(checkoutParamString({ amount: '1.00', merchant_id: '1', item_name: 'A' })).toBe(
      'merchant_id=1&amount=1.00&item_name=A',
    );
  });
});

describe('notification signature', () => {
  it("matches the SDK's NotificationTest vector: posted order, empty values kept", () => {
    expect(notifySignature(NOTIFICATION_TEST)).toBe('4078bca2c8987e0e0c4e7230f2f46323');
    expect(notifyParamString(NOTIFICATION_TEST)).toContain('item_description=&amount_gross=15.00');
    expect(notifyParamString(NOTIFICATION_TEST)).toContain('lindley%2Buser1%40appinlet.com');
  });

  it('changes when an amount is changed or the fields are reordered', () => {
    const tampered = NOTIFICATION_TEST.map(([k, v]): [string, string] =>
      k === 'amount_gross' ? [k, '11.00'] : [k, v],
    );
    expect(notifySignature(tampered)).not.toBe('4078bca2c8987e0e0c4e7230f2f46323');
    const [first, second, ...rest] = NOTIFICATION_TEST;
    expect(notifySignature([second!, first!, ...rest])).not.toBe(
      '4078bca2c8987e0e0c4e7230f2f46323',
    );
  });

  it('adds the passphrase once encoded', () => {
    expect(notifySignature(NOTIFICATION_TEST, 'a b')).not.toBe(notifySignature(NOTIFICATION_TEST));
  });
});

describe('phpUrlencode', () => {
  it("encodes as PHP does: '+' for space, upper-case hex, !'()*~ encoded", () => {
    expect(phpUrlencode("a b!'()*~-_.:/")).toBe('a+b%21%27%28%29%2A%7E-_.%3A%2F');
    expect(phpUrlencode('R350 é')).toBe('R350+%C3%A9');
  });
});

describe('signatureMatches', () => {
  it('accepts the same signature in either case and refuses others', () => {
    expect(
      signatureMatches('4078bca2c8987e0e0c4e7230f2f46323', '4078BCA2C8987E0E0C4E7230F2F46323'),
    ).toBe(true);
    expect(
      signatureMatches('4078bca2c8987e0e0c4e7230f2f46323', '4078bca2c8987e0e0c4e7230f2f46324'),
    ).toBe(false);
    expect(signatureMatches('4078bca2c8987e0e0c4e7230f2f46323', undefined)).toBe(false);
    expect(signatureMatches('4078bca2c8987e0e0c4e7230f2f46323', '')).toBe(false);
  });
});
