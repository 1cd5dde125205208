import type { UiKey } from '../../i18n/index.ts';
import { crashLabelKeys } from '../shared/CrashScreen.tsx';

export const orderStatusLabelKeys = [
  'order.loading', 'order.loadError', 'order.retry', 'order.missing', 'order.backToCheckout',
  'order.paidTitle', 'order.paidText', 'order.pendingTitle', 'order.pendingText', 'order.pendingSlow', 'order.checkAgain',
  'order.failedTitle', 'order.failedText', 'order.testMode', 'order.number', 'order.product', 'order.amount',
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type OrderStatusLabels = Record<(typeof orderStatusLabelKeys)[number], string>;
