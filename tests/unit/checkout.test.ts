import { describe, expect, it } from 'vitest';
import { catalogueSchema, checkoutProduct, priceFor, productById } from '../../src/lib/checkout/catalogue.ts';
import { checkoutCountries, checkoutCountryChoices, checkoutCountryFromTimeZone, countryOfRegion, currencyForCountry } from '../../src/lib/checkout/countries.ts';
import { formatPrice, toMinorUnits } from '../../src/lib/checkout/money.ts';
import { checkoutOrderSchema } from '../../src/lib/schemas/checkout.ts';
import { fieldMessageKeys } from '../../src/lib/schemas/errors.ts';
import { currencies, defaultRegion, regions } from '../../src/lib/regions.ts';
import catalogue from '../../content/shop/catalogue.json';

/** Intl writes a (narrow) no-break space in some locales; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('prices per region', () => {
  it('has a price in the currency of every region, the default included', () => {
    for (const region of [...regions, defaultRegion]) expect(checkoutProduct.pricesMinor[region.currency]).toBeGreaterThan(0);
  });

  it('charges euros in Germany, France and the Netherlands, and US dollars by default', () => {
    expect(currencyForCountry('germany')).toBe('EUR');
    expect(currencyForCountry('france')).toBe('EUR');
    expect(currencyForCountry('netherlands')).toBe('EUR');
    expect(currencyForCountry('other')).toBe('USD');
    expect(defaultRegion.currency).toBe('USD');
  });

  it.each([
    ['uk', 'GBP', 2500],
    ['usa', 'USD', 2900],
    ['canada', 'CAD', 3900],
    ['australia', 'AUD', 4500],
    ['new_zealand', 'NZD', 4900],
    ['thailand', 'THB', 99000],
    ['india', 'INR', 199900],
    ['germany', 'EUR', 2900],
  ] as const)('prices the planner for %s in %s minor units', (country, currency, amountMinor) => {
    expect(priceFor(checkoutProduct, currencyForCountry(country))).toEqual({ currency, amountMinor });
  });

  it('offers every region country plus another country, and preselects the page region', () => {
    expect(checkoutCountries).toContain('india');
    expect(checkoutCountries.at(-1)).toBe('other');
    expect(countryOfRegion('germany')).toBe('germany');
    expect(countryOfRegion('default')).toBeUndefined();
    const choices = checkoutCountryChoices('de', 'Anderes Land');
    expect(choices.at(-1)).toEqual({ value: 'other', name: 'Anderes Land' });
    expect(choices.find((choice) => choice.value === 'germany')?.name).toBe('Deutschland');
  });

  it('suggests a country from the time zone only when the region table knows it', () => {
    expect(checkoutCountryFromTimeZone('Asia/Kolkata')).toBe('india');
    expect(checkoutCountryFromTimeZone('Europe/Madrid')).toBeUndefined();
    expect(checkoutCountryFromTimeZone(undefined)).toBeUndefined();
  });

  it('finds products by id and knows no others', () => {
    expect(productById('planner')).toBe(checkoutProduct);
    expect(productById('free-lunch')).toBeUndefined();
  });
});

describe('the catalogue file', () => {
  it('refuses a missing currency, a third decimal and an unknown field', () => {
    const [planner] = catalogue.products;
    if (!planner) throw new Error('no product');
    const { THB: _dropped, ...withoutThb } = planner.prices;
    expect(catalogueSchema.safeParse({ products: [{ ...planner, prices: withoutThb }] }).success).toBe(false);
    expect(catalogueSchema.safeParse({ products: [{ ...planner, prices: { ...planner.prices, EUR: 29.999 } }] }).success).toBe(false);
    expect(catalogueSchema.safeParse({ products: [{ ...planner, prices: { ...planner.prices, EUR: 19.99 } }] }).success).toBe(true);
    expect(catalogueSchema.safeParse({ products: [{ ...planner, discount: 10 }] }).success).toBe(false);
    expect(catalogueSchema.safeParse({ products: [planner, planner] }).success).toBe(false);
  });

  it('names the product in every language', () => {
    expect(checkoutProduct.name.nl).toMatch(/wellnessplanner/);
    expect(checkoutProduct.name.de).toMatch(/Wellness-Planer/);
  });
});

describe('price formatting per locale', () => {
  it.each([
    ['en', 2900, 'EUR', '€29'],
    ['de', 2900, 'EUR', '29 €'],
    ['fr', 2900, 'EUR', '29 €'],
    ['nl', 2900, 'EUR', '€ 29'],
    ['en', 2500, 'GBP', '£25'],
    ['en', 2900, 'USD', 'US$29'],
    ['de', 2900, 'USD', '29 $'],
    ['en', 199900, 'INR', '₹1,999'],
    ['de', 199900, 'INR', '1.999 ₹'],
    ['fr', 99000, 'THB', '990 THB'],
    ['en', 1999, 'EUR', '€19.99'],
    ['nl', 1999, 'EUR', '€ 19,99'],
  ] as const)('writes %s %i %s as %s', (locale, amountMinor, currency, expected) => {
    expect(plain(formatPrice(amountMinor, currency, locale))).toBe(expected);
  });

  it('formats every currency without throwing', () => {
    for (const currency of currencies) expect(formatPrice(100, currency, 'en')).toMatch(/1/);
  });

  it('converts major to minor units without float noise', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.29)).toBe(29);
  });
});

describe('order validation', () => {
  const valid = {
    product: 'planner',
    name: ' Sam Jansen ',
    email: 'sam@example.org',
    country: 'netherlands',
    acceptedTerms: true,
    idempotencyKey: '0d6f4c1e-8a4b-4c5e-9f1a-2b3c4d5e6f70',
    language: 'nl',
  };

  it('accepts a complete order and trims the name', () => {
    expect(checkoutOrderSchema.parse(valid).name).toBe('Sam Jansen');
  });

  it('names every broken field with its message key', () => {
    const result = checkoutOrderSchema.safeParse({ product: 'x', name: ' ', email: 'sam@', country: 'atlantis', acceptedTerms: false, idempotencyKey: '42' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldMessageKeys(result.error)).toEqual({
      product: 'validation.invalid',
      name: 'validation.nameRequired',
      email: 'validation.emailInvalid',
      country: 'validation.countryRequired',
      acceptedTerms: 'validation.termsRequired',
      idempotencyKey: 'validation.invalid',
    });
  });

  it('refuses a price sent by the browser', () => {
    expect(checkoutOrderSchema.safeParse({ ...valid, amountMinor: 1 }).success).toBe(false);
  });
});
