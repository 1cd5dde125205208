import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $consent, decideConsent, initConsent } from '../../stores/consent.ts';
import type { CookieLabels } from './labels.ts';
import { withCrashScreen } from '../shared/CrashScreen.tsx';

/**
 * The cookie banner (spec §4 "Cookie consent", §9 texts). Rendered only in the browser and
 * only once the stored decision was checked, so it never flashes for someone who decided;
 * it floats over the page, so showing it shifts no layout.
 */
function CookieBanner({ labels, privacyHref, cookiesHref }: { labels: CookieLabels; privacyHref: string; cookiesHref: string }) {
  const consent = useStore($consent);
  useEffect(() => {
    initConsent();
  }, []);
  if (consent !== 'undecided') return null;

  return (
    <section className="cookie-banner" role="region" aria-label={labels['cookies.label']}>
      <p>{labels['cookies.text']}</p>
      <div className="cookie-actions">
        <a href={privacyHref}>{labels['cookies.viewPrivacy']}</a>
        <a href={cookiesHref}>{labels['cookies.manage']}</a>
        <button type="button" className="button button-secondary" onClick={() => decideConsent('declined')}>{labels['cookies.decline']}</button>
        <button type="button" className="button button-primary" onClick={() => decideConsent('accepted')}>{labels['cookies.accept']}</button>
      </div>
      <button type="button" className="cookie-close" aria-label={labels['cookies.close']} onClick={() => decideConsent('declined')}>×</button>
    </section>
  );
}

export default withCrashScreen(CookieBanner);
