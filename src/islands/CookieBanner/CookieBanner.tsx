import { useEffect, useRef, type FocusEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $consent, decideConsent, initConsent } from '../../stores/consent.ts';
import type { ConsentDecision } from '../../lib/consent.ts';
import type { CookieLabels } from './labels.ts';
import { withCrashScreen } from '../shared/CrashScreen.tsx';

/**
 * The cookie banner (spec §4 "Cookie consent", §9 texts). Rendered only in the browser and
 * only once the stored decision was checked, so it never flashes for someone who decided;
 * it floats over the page, so showing it shifts no layout. The layout places it right after
 * the skip link, so keyboard and screen-reader users meet it before the page it covers.
 */
function CookieBanner({ labels, privacyHref, cookiesHref }: { labels: CookieLabels; privacyHref: string; cookiesHref: string }) {
  const consent = useStore($consent);
  const bannerRef = useRef<HTMLElement>(null);
  /** Where focus was before it entered the banner: it goes back there once the banner is gone. */
  const focusBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    initConsent();
  }, []);
  if (consent !== 'undecided') return null;

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
        <button type="button" className="button button-secondary" onClick={() => decide('declined')}>{labels['cookies.decline']}</button>
        <button type="button" className="button button-primary" onClick={() => decide('accepted')}>{labels['cookies.accept']}</button>
      </div>
      <button type="button" className="cookie-close" aria-label={labels['cookies.close']} onClick={() => decide('declined')}>×</button>
    </section>
  );
}

export default withCrashScreen(CookieBanner);
