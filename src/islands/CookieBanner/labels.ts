import type { UiKey } from '../../i18n/index.ts';
import { crashLabelKeys } from '../shared/CrashScreen.tsx';

export const cookieLabelKeys = [
  'cookies.label', 'cookies.text', 'cookies.viewPrivacy', 'cookies.manage', 'cookies.decline', 'cookies.accept', 'cookies.close',
  'cookies.current', 'cookies.stateAccepted', 'cookies.stateDeclined', 'cookies.stateUndecided', 'cookies.preferencesHeading',
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type CookieLabels = Record<(typeof cookieLabelKeys)[number], string>;
