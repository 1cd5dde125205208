import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $consent, decideConsent, initConsent } from '../../stores/consent.ts';
import { formatMessage } from '../../i18n/format.ts';
import type { CookieLabels } from './labels.ts';
import { withCrashScreen } from '../shared/CrashScreen.tsx';

/** On the cookie policy page: the current decision and a way to change it at any time. */
function CookiePreferences({ labels }: { labels: CookieLabels }) {
  const consent = useStore($consent);
  useEffect(() => {
    initConsent();
  }, []);
  const choice = consent === 'accepted' ? labels['cookies.stateAccepted'] : consent === 'declined' ? labels['cookies.stateDeclined'] : labels['cookies.stateUndecided'];

  return (
    <section className="panel cookie-preferences" aria-labelledby="cookie-preferences-heading">
      <h2 id="cookie-preferences-heading">{labels['cookies.preferencesHeading']}</h2>
      <p role="status">{consent === 'checking' ? '' : formatMessage(labels['cookies.current'], { choice })}</p>
      <div className="cookie-actions">
        <button type="button" className="button button-secondary" onClick={() => decideConsent('declined')} aria-pressed={consent === 'declined'}>{labels['cookies.decline']}</button>
        <button type="button" className="button button-primary" onClick={() => decideConsent('accepted')} aria-pressed={consent === 'accepted'}>{labels['cookies.accept']}</button>
      </div>
    </section>
  );
}

export default withCrashScreen(CookiePreferences);
