import { describe, expect, it } from 'vitest';
import { waitlistSignupSchema } from '../../src/lib/schemas/waitlist.ts';
import { quizGateSchema } from '../../src/lib/schemas/quizResult.ts';
import { fieldMessageKeys } from '../../src/lib/schemas/errors.ts';
import { dictionary } from '../../src/i18n/index.ts';
import { locales } from '../../src/lib/locales.ts';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldMessageKeys(result.error as Parameters<typeof fieldMessageKeys>[0]);

describe('waitlist schema', () => {
  it('accepts a complete signup and trims the name', () => {
    const parsed = waitlistSignupSchema.parse({ firstName: '  Ana ', email: 'ana@example.org', country: 'france', optedIn: true });
    expect(parsed.firstName).toBe('Ana');
  });

  it('names every broken field with its spec message', () => {
    const keys = messagesOf(waitlistSignupSchema.safeParse({ firstName: '', email: 'x', country: '', optedIn: false }));
    expect(keys).toEqual({
      firstName: 'validation.firstNameRequired',
      email: 'validation.emailInvalid',
      country: 'validation.countryRequired',
      optedIn: 'validation.optInRequired',
    });
  });
});

describe('quiz gate schema', () => {
  it('needs a name, a valid email and a country; consent stays optional', () => {
    expect(quizGateSchema.safeParse({ name: 'Li', email: 'li@example.org', country: 'uk', consent: false }).success).toBe(true);
    expect(messagesOf(quizGateSchema.safeParse({ name: ' ', email: 'li@', country: '', consent: false }))).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailInvalid',
      country: 'validation.countryRequired',
    });
  });
});

describe('validation messages', () => {
  it('are the spec words in English', () => {
    const en = dictionary('en');
    expect(en['validation.firstNameRequired']).toBe('First name is required');
    expect(en['validation.emailInvalid']).toBe('Please enter a valid email address');
    expect(en['validation.countryRequired']).toBe('Please select your country');
    expect(en['validation.optInRequired']).toBe('You must opt in to receive updates');
    expect(en['validation.nameRequired']).toBe('Name is required');
  });

  it.each(locales.filter((locale) => locale !== 'en'))('are translated into %s', (locale) => {
    for (const key of ['validation.firstNameRequired', 'validation.emailInvalid', 'validation.countryRequired', 'validation.optInRequired', 'validation.nameRequired'] as const) {
      expect(dictionary(locale)[key]).not.toBe(dictionary('en')[key]);
    }
  });
});
