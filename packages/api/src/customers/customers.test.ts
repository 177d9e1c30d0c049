import { describe, expect, it } from 'vitest';
import { toCustomerInput } from './customers';

describe('toCustomerInput: a recipient as sent and stored (spec section 5)', () => {
  it('trims every text and normalises the VAT ID', () => {
    expect(
      toCustomerInput({
        email: '  kasse@baeckerei.example ',
        companyOrName: ' Bäckerei Sonnenschein GmbH ',
        addressLine1: ' Hauptstraße 1 ',
        addressLine2: ' Hinterhof ',
        city: ' Dresden ',
        zipCode: ' 01067 ',
        country: 'DE',
        vatId: 'de 123.456-789',
      }),
    ).toEqual({
      email: 'kasse@baeckerei.example',
      companyOrName: 'Bäckerei Sonnenschein GmbH',
      addressLine1: 'Hauptstraße 1',
      addressLine2: 'Hinterhof',
      city: 'Dresden',
      zipCode: '01067',
      country: 'DE',
      vatId: 'DE123456789',
    });
  });

  it('sends an empty or blank addressLine2 and VAT ID as null, and anything not text as empty', () => {
    const input = toCustomerInput({ addressLine2: '   ', vatId: '', email: 42, city: null });
    expect(input.addressLine2).toBeNull();
    expect(input.vatId).toBeNull();
    expect(input.email).toBe('');
    expect(input.city).toBe('');
  });
});
