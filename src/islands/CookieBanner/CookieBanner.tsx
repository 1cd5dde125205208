import { useEffect, useRef, type FocusEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $consent, decideConsent, initConsent } from '../../stores/consent.ts';
import { consentPendingAttribute, type ConsentDecision } from '../../lib/consent.ts';
import type { CookieLabels } from './labels.ts';
import { withCrashScreen } from '../shared/CrashScreen.tsx';

/**
 * The cookie banner (spec §4 "Cookie consent", §9 texts). The server renders it (state
 * `checking`); CSS shows it only while <html> carries `data-consent-pending`, which the
 * pre-paint script sets when no valid decision is stored, so it never flashes for someone who
 * decided. Once the stored decision is read here, a decided visitor's banner is removed.
 * Its buttons stay disabled until then, so no click is lost to a banner not yet hydrated.
 * It floats over the page, so showing it shifts no layout.
 * At the top of the body, right after the skip link, keyboard and screen-reader users meet it
 * before the page it covers; after a decision focus goes back where it was.
 */
function CookieBanner({ labels, privacyHref, cookiesHref }: { labels: CookieLabels; privacyHref: string; cookiesHref: string }) {
  const consent = useStore($consent);
  const bannerRef = useRef<HTMLElement>(null);
  /** Where focus was before it entered the banner: it goes back there once the banner is gone. */
  const focusBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    initConsent();
  }, []);
  // Keeps the CSS switch in step when the decision changes on this page (or turns out expired).
  useEffect(() => {
    if (consent !== 'checking') document.documentElement.toggleAttribute(consentPendingAttribute, consent === 'undecided');
  }, [consent]);
  if (consent === 'accepted' || consent === 'declined') return null;
  const waiting = consent === 'checking';

  function rememberFocusBefore(event: FocusEvent<HTMLElement>) {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !bannerRef.current?.contains(from)) focusBefore.current = from;
  }

  function decide(decision: ConsentDecision) {
    // The focused button is about to disappear; without this, focus would fall back to <body>
    // and a keyboard user would start again from the top of the page.
    if (bannerRef.current?.contains(document.activeElement)) {
      const back = focusBefore.current;
      const target = back?.isConnected ? back : document.querySelector<HTMLElement>('main');
      target?.focus({ preventScroll: true });
    }
    decideConsent(decision);
  }

  return (
    <section ref={bannerRef} className="cookie-banner" role="region" aria-label={labels['cookies.label']} onFocus={rememberFocusBefore}>
      <p>{labels['cookies.text']}</p>
      <div className="cookie-actions">
        <a href={privacyHref}>{labels['cookies.viewPrivacy']}</a>
        <a href={cookiesHref}>{labels['cookies.manage']}</a>
        <button type="button" className="button button-secondary" disabled={waiting} onClick={() => decide('declined')}>{labels['cookies.decline']}</button>
        <button type="button" className="button button-primary" disabled={waiting} onClick={() => decide('accepted')}>{labels['cookies.accept']}</button>
      </div>
      <button type="button" className="cookie-close" disabled={waiting} aria-label={labels['cookies.close']} onClick={() => decide('declined')}>×</button>
    </section>
  );
}

export default withCrashScreen(CookieBanner);
