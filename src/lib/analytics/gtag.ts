/**
 * Google Analytics 4 through gtag, loaded only after the visitor accepted cookies
 * (spec §4 "Cookie consent", §9). Consent Mode v2 starts denied; without a measurement id
 * (PUBLIC_GA_MEASUREMENT_ID) nothing loads and every call here is a harmless no-op.
 * The bootstrap lives in this bundled module, so the CSP needs no inline-script hash.
 */
import { storageKeys } from '../storageKeys.ts';
import { observePerformance } from './performance.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const measurementId: string | undefined = import.meta.env.PUBLIC_GA_MEASUREMENT_ID || undefined;
export const analyticsScriptOrigin = 'https://www.googletagmanager.com';
let started = false;

function gtag(..._args: unknown[]): void {
  // gtag.js reads Arguments objects from the data layer, not arrays.
  window.dataLayer?.push(arguments);
}

/** The random id analytics knows this browser by, created on first use after consent. */
function clientId(): string {
  const existing = window.localStorage.getItem(storageKeys.gaClientId);
  if (existing) return existing;
  const created = crypto.randomUUID();
  window.localStorage.setItem(storageKeys.gaClientId, created);
  return created;
}

export function analyticsStarted(): boolean {
  return started;
}

/** Starts analytics once, and only once, after consent was given. */
export function startAnalytics(): void {
  if (started || !measurementId) return;
  started = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = gtag;
  gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  // The config call sends the page view; IP anonymisation as the spec asks.
  gtag('config', measurementId, { anonymize_ip: true, client_id: clientId(), page_path: window.location.pathname });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${analyticsScriptOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  observePerformance(trackEvent);
}

/** After a decline or close: analytics already running stops storing anything. */
export function denyAnalytics(): void {
  if (started) gtag('consent', 'update', { analytics_storage: 'denied' });
}

/** Sends an event when analytics runs; otherwise does nothing at all. */
export function trackEvent(name: string, params: Record<string, string | number | boolean>): void {
  if (started) gtag('event', name, params);
}

/** The spec's conversion event (category engagement, currency USD). */
export function trackConversion(kind: 'waitlist_signup' | 'quiz_submission'): void {
  trackEvent('conversion', { event_category: 'engagement', currency: 'USD', value: 0, conversion_type: kind });
}
