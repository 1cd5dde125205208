import { describe, expect, it } from 'vitest';
import { consentPendingAttribute, consentPendingScript, isConsentExpired, readConsent, writeConsent, type KeyValueStorage } from '../../src/lib/consent.ts';
import { storageKeys } from '../../src/lib/storageKeys.ts';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 23, 12, 0, 0);

function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
  };
}

describe('cookie consent expiry', () => {
  it('keeps a decision for 364 days and drops it at 365 and 366', () => {
    expect(isConsentExpired(now - 364 * day, now)).toBe(false);
    expect(isConsentExpired(now - 365 * day, now)).toBe(true);
    expect(isConsentExpired(now - 366 * day, now)).toBe(true);
  });

  it('deletes an expired decision so the banner shows again', () => {
    const storage = memoryStorage({ cookie_consent: 'true', cookie_consent_timestamp: String(now - 365 * day) });
    expect(readConsent(storage, now)).toBe('undecided');
    expect(storage.entries).toEqual({});
  });

  it('reads a fresh decision', () => {
    expect(readConsent(memoryStorage({ cookie_consent: 'true', cookie_consent_timestamp: String(now - 364 * day) }), now)).toBe('accepted');
    expect(readConsent(memoryStorage({ cookie_consent: 'false', cookie_consent_timestamp: String(now - day) }), now)).toBe('declined');
  });

  it('treats malformed storage as undecided and cleans it up', () => {
    const storage = memoryStorage({ cookie_consent: 'yes', cookie_consent_timestamp: 'soon' });
    expect(readConsent(storage, now)).toBe('undecided');
    expect(storage.entries).toEqual({});
    expect(readConsent(memoryStorage({ cookie_consent: 'true' }), now)).toBe('undecided');
  });
});

describe('storing a decision', () => {
  it('writes the text true or false and a millisecond timestamp under the spec keys', () => {
    const storage = memoryStorage();
    writeConsent(storage, 'declined', now);
    expect(storage.entries).toEqual({ [storageKeys.cookieConsent]: 'false', [storageKeys.cookieConsentTimestamp]: String(now) });
    expect(storageKeys).toMatchObject({ cookieConsent: 'cookie_consent', cookieConsentTimestamp: 'cookie_consent_timestamp', gaClientId: 'ga_client_id', preferredLanguage: 'preferred-language' });
  });
});

describe('the pre-paint script that shows the server-rendered banner', () => {
  /** Runs the inline script against a storage and clock; true when it marked the page as undecided. */
  function marksPending(stored: Record<string, string>, now: number): boolean {
    const attributes = new Set<string>();
    const documentElement = { setAttribute: (name: string) => attributes.add(name) };
    const run = new Function('localStorage', 'document', 'Date', consentPendingScript);
    run(memoryStorage(stored), { documentElement }, { now: () => now });
    return attributes.has(consentPendingAttribute);
  }

  const cases: [string, Record<string, string>][] = [
    ['nothing stored', {}],
    ['accepted yesterday', { cookie_consent: 'true', cookie_consent_timestamp: String(now - day) }],
    ['declined 364 days ago', { cookie_consent: 'false', cookie_consent_timestamp: String(now - 364 * day) }],
    ['accepted exactly 365 days ago', { cookie_consent: 'true', cookie_consent_timestamp: String(now - 365 * day) }],
    ['a value other than true or false', { cookie_consent: 'yes', cookie_consent_timestamp: String(now - day) }],
    ['no timestamp', { cookie_consent: 'true' }],
    ['a timestamp in the future', { cookie_consent: 'true', cookie_consent_timestamp: String(now + 3 * day) }],
    ['a timestamp that is not a number', { cookie_consent: 'false', cookie_consent_timestamp: 'soon' }],
  ];

  it.each(cases)('shows the banner exactly when the island would ask again: %s', (_name, stored) => {
    const islandAsks = readConsent(memoryStorage({ ...stored }), now) === 'undecided';
    expect(marksPending(stored, now)).toBe(islandAsks);
  });

  it('shows the banner when storage cannot be read (privacy modes)', () => {
    const attributes = new Set<string>();
    const blockedStorage = { getItem: () => { throw new Error('SecurityError'); } };
    new Function('localStorage', 'document', 'Date', consentPendingScript)(blockedStorage, { documentElement: { setAttribute: (name: string) => attributes.add(name) } }, Date);
    expect(attributes.has(consentPendingAttribute)).toBe(true);
  });
});
