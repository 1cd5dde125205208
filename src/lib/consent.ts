import { storageKeys } from './storageKeys.ts';

/** How long a cookie decision counts before the banner asks again (spec §4, §9). */
export const consentLifetimeDays = 365;
const dayMs = 24 * 60 * 60 * 1000;

export type ConsentDecision = 'accepted' | 'declined';
export type ConsentState = 'checking' | 'undecided' | ConsentDecision;

/** The part of Web Storage the consent rules need, so tests can pass a plain map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A decision is expired once 365 full days have passed since it was made. */
export function isConsentExpired(decidedAt: number, now: number): boolean {
  return now - decidedAt >= consentLifetimeDays * dayMs;
}

/**
 * Reads the stored decision. An expired, half-written or malformed one is deleted and the
 * visitor counts as undecided again, so the banner comes back.
 */
export function readConsent(storage: KeyValueStorage, now: number): ConsentState {
  const value = storage.getItem(storageKeys.cookieConsent);
  const decidedAt = Number(storage.getItem(storageKeys.cookieConsentTimestamp));
  const valid = (value === 'true' || value === 'false') && Number.isFinite(decidedAt) && decidedAt > 0 && decidedAt <= now + dayMs;
  if (!valid || isConsentExpired(decidedAt, now)) {
    if (value !== null || storage.getItem(storageKeys.cookieConsentTimestamp) !== null) clearConsent(storage);
    return 'undecided';
  }
  return value === 'true' ? 'accepted' : 'declined';
}

/** Stores a decision as the spec words it: the text true or false, and the time in milliseconds. */
export function writeConsent(storage: KeyValueStorage, decision: ConsentDecision, now: number): void {
  storage.setItem(storageKeys.cookieConsent, decision === 'accepted' ? 'true' : 'false');
  storage.setItem(storageKeys.cookieConsentTimestamp, String(now));
}

export function clearConsent(storage: KeyValueStorage): void {
  storage.removeItem(storageKeys.cookieConsent);
  storage.removeItem(storageKeys.cookieConsentTimestamp);
}

/** The attribute on <html> that shows the server-rendered banner: set while no valid decision is stored. */
export const consentPendingAttribute = 'data-consent-pending';

/**
 * The tiny script every public page runs in its <head>, before the first paint: it marks the
 * page when the visitor has no valid, unexpired decision (the rules of {@link readConsent}),
 * so the banner that the server rendered shows in the very first paint for those who must
 * decide and never flashes for those who did. It only reads; the island deletes an expired
 * decision. Inline so it runs before painting; its CSP hash is computed from this same text
 * in astro.config.mjs.
 */
export const consentPendingScript =
  `(function(){var pending=true;try{var s=localStorage,v=s.getItem(${JSON.stringify(storageKeys.cookieConsent)}),` +
  `t=Number(s.getItem(${JSON.stringify(storageKeys.cookieConsentTimestamp)})),n=Date.now();` +
  `pending=!((v==='true'||v==='false')&&isFinite(t)&&t>0&&t<=n+${dayMs}&&n-t<${consentLifetimeDays * dayMs})}catch(e){}` +
  `if(pending)document.documentElement.setAttribute(${JSON.stringify(consentPendingAttribute)},'')})();`;
