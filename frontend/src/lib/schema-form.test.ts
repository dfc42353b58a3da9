import { describe, expect, it } from 'vitest';
import { saveProductBody, saveSupplierBody } from '@shared/catalogue/schemas';
import { createStaffBody } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { rootIssue } from './schema-form';

describe('rootIssue: the spec’s one alert of a form', () => {
  it('is the alert when a required field is empty', () => {
    expect(rootIssue(saveSupplierBody, { name: 'Umgeni', contactPerson: '', phone: '' })).toBe(
      MESSAGES.supplierRequired,
    );
    expect(rootIssue(createStaffBody, { name: 'Lindiwe', idNumber: '', phone: '' })).toBe(
      'ID Number, Names And Phone  Fields Are Required!',
    );
    expect(rootIssue(saveProductBody, { name: 'Paper' })).toBe(MESSAGES.productRequired);
  });

  it('is null when the form is complete, money typed with commas included', () => {
    expect(
      rootIssue(saveProductBody, {
        name: 'Paper',
        price: '1,250.50',
        category_id: 'c1',
        supplier: 's1',
        quantity: '10',
      }),
    ).toBeNull();
  });
});
