import type { UiKey } from '../../i18n/index.ts';
import { crashLabelKeys } from '../shared/CrashScreen.tsx';

export const checkoutLabelKeys = [
  'form.name', 'form.email', 'form.country', 'form.countryPlaceholder', 'form.errorSummary',
  'checkout.testModeTitle', 'checkout.testModeText', 'checkout.unavailable',
  'checkout.summaryTitle', 'checkout.includesPdf', 'checkout.includesPrint', 'checkout.includesDelivery',
  'checkout.total', 'checkout.taxIncluded', 'checkout.detailsTitle', 'checkout.countryHint',
  'checkout.terms', 'checkout.termsLink', 'checkout.privacyNote', 'checkout.privacyLink',
  'checkout.pay', 'checkout.paying', 'checkout.stripeNote', 'checkout.cancelled',
  'checkout.errorTitle', 'checkout.errorText',
  'validation.invalid', 'validation.tooLong', 'validation.nameRequired', 'validation.emailInvalid',
  'validation.countryRequired', 'validation.termsRequired',
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type CheckoutLabels = Record<(typeof checkoutLabelKeys)[number], string>;
