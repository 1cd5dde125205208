/** Resources slower than this are reported (spec §9). */
export const slowResourceMs = 2000;

type Track = (name: string, params: Record<string, string | number | boolean>) => void;

interface NetworkInformationLike {
  effectiveType?: string;
}

function observe(type: string, onEntry: (entry: PerformanceEntry) => void): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  } catch {
    // The browser does not know this entry type: nothing to report.
  }
}

/**
 * Core Web Vitals (paint, layout shift, largest contentful paint, connection type), slow
 * resources and engagement time, reported only once analytics runs.
 */
export function observePerformance(track: Track): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection?.effectiveType ?? 'unknown';
  let layoutShift = 0;
  let largestPaint = 0;
  observe('paint', (entry) => track('core_web_vitals', { metric: entry.name, value: Math.round(entry.startTime), connection_type: connection }));
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value?: number; hadRecentInput?: boolean };
    if (!shift.hadRecentInput) layoutShift += shift.value ?? 0;
  });
  observe('largest-contentful-paint', (entry) => {
    largestPaint = Math.round(entry.startTime);
  });
  observe('resource', (entry) => {
    if (entry.duration > slowResourceMs) track('slow_resource', { resource: entry.name.slice(0, 200), duration: Math.round(entry.duration) });
  });
  const started = performance.now();
  addEventListener('pagehide', () => {
    track('core_web_vitals', { metric: 'layout-shift', value: Math.round(layoutShift * 1000) / 1000, connection_type: connection });
    if (largestPaint > 0) track('core_web_vitals', { metric: 'largest-contentful-paint', value: largestPaint, connection_type: connection });
    track('user_engagement', { engagement_time_msec: Math.round(performance.now() - started), page_path: location.pathname });
  });
}
