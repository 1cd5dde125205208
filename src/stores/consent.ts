import { atom } from 'nanostores';
import { readConsent, writeConsent, type ConsentDecision, type ConsentState } from '../lib/consent.ts';
import { denyAnalytics, startAnalytics } from '../lib/analytics/gtag.ts';

/** The visitor's cookie decision, shared by the banner and the cookie page's preferences. */
export const $consent = atom<ConsentState>('checking');

/** Reads the stored decision (dropping an expired one) and starts analytics if it was a yes. */
export function initConsent(): void {
  if ($consent.get() !== 'checking') return;
  const state = readConsent(window.localStorage, Date.now());
  $consent.set(state);
  if (state === 'accepted') startAnalytics();
}

export function decideConsent(decision: ConsentDecision): void {
  writeConsent(window.localStorage, decision, Date.now());
  $consent.set(decision);
  if (decision === 'accepted') startAnalytics();
  else denyAnalytics();
}
