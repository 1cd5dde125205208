import { z } from 'zod';
import { locales, type Locale } from '../locales.ts';
import { currencies, type Currency } from '../regions.ts';
import { minorUnitsPerMajor, toMinorUnits } from './money.ts';
import data from '../../../content/shop/catalogue.json';

/**
 * What the checkout sells. Editors change names and prices in `content/shop/catalogue.json`:
 * one price per currency of the region table, in major units (`29` is 29 euros), tax
 * included. A missing currency, a third decimal or an unknown field fails the build.
 */
const localizedText = z.strictObject(
  Object.fromEntries(locales.map((locale) => [locale, z.string().trim().min(1)])) as Record<Locale, z.ZodString>,
);

const majorPrice = z
  .number()
  .positive()
  .refine((price) => Math.abs(price * minorUnitsPerMajor - toMinorUnits(price)) < 1e-6, 'A price has at most two decimals');

const productSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens'),
  name: localizedText,
  description: localizedText,
  prices: z.strictObject(Object.fromEntries(currencies.map((currency) => [currency, majorPrice])) as Record<Currency, typeof majorPrice>),
});

export const catalogueSchema = z
  .strictObject({ products: z.array(productSchema).min(1) })
  .refine((catalogue) => new Set(catalogue.products.map((product) => product.id)).size === catalogue.products.length, 'Product ids must be unique');

export interface Product {
  id: string;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  /** Tax-inclusive price per currency, in minor units (`2900` is 29 euros). */
  pricesMinor: Record<Currency, number>;
}

function toProduct(entry: z.infer<typeof productSchema>): Product {
  const pricesMinor = Object.fromEntries(currencies.map((currency) => [currency, toMinorUnits(entry.prices[currency])])) as Record<Currency, number>;
  return { id: entry.id, name: entry.name, description: entry.description, pricesMinor };
}

export const products: readonly Product[] = catalogueSchema.parse(data).products.map(toProduct);

/** The product ids the API accepts. */
export const productIds = products.map((product) => product.id);

const [firstProduct] = products;
// The schema demands at least one product; this only convinces the type checker.
if (!firstProduct) throw new Error('content/shop/catalogue.json has no product');

/** The product the checkout page offers: the catalogue's first. */
export const checkoutProduct: Product = firstProduct;

export function productById(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}

/** What a product costs in a currency, in minor units: the server's price, never the browser's. */
export function priceFor(product: Product, currency: Currency): { currency: Currency; amountMinor: number } {
  return { currency, amountMinor: product.pricesMinor[currency] };
}
