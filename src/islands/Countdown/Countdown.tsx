import { useEffect, useState } from 'react';
import { timeLeft, type TimeLeft } from '../../lib/countdown.ts';
import { withCrashScreen, type CrashLabels } from '../shared/CrashScreen.tsx';

export interface CountdownLabels extends CrashLabels {
  label: string;
  days: string;
  hours: string;
  minutes: string;
  launchDay: string;
}

/**
 * Days, hours and minutes to the planner launch, refreshed every second (spec §4).
 * The server renders the same box with the state at build time; both states share one
 * fixed size, so hydration never moves the page.
 */
function Countdown({ labels, initial }: { labels: CountdownLabels; initial: TimeLeft | null }) {
  const [left, setLeft] = useState<TimeLeft | null>(initial);
  useEffect(() => {
    const tick = () => setLeft(timeLeft(new Date()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className="countdown" role="timer" aria-label={labels.label}>
      <p className="countdown-label">{labels.label}</p>
      {left ? (
        <ol className="countdown-units">
          {(['days', 'hours', 'minutes'] as const).map((unit) => (
            <li key={unit}>
              <span className="countdown-value">{left[unit]}</span>
              <span className="countdown-unit">{labels[unit]}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="countdown-done">{labels.launchDay}</p>
      )}
    </div>
  );
}

export default withCrashScreen(Countdown);
