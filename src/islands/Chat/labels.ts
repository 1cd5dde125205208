import type { UiKey } from '../../i18n/index.ts';
import { crashLabelKeys } from '../shared/CrashScreen.tsx';

export const chatLabelKeys = [
  'chat.open', 'chat.close', 'chat.title', 'chat.subtitle', 'chat.badge', 'chat.placeholder', 'chat.send', 'chat.typing',
  'chat.messages', 'chat.you', 'chat.assistant', 'chat.welcome', 'chat.startSuggestions', 'chat.goToQuiz', 'chat.askName',
  'chat.emailNotFound', 'chat.captured', 'chat.failure', 'chat.feedbackTitle', 'chat.feedbackText', 'chat.feedbackEmail',
  'chat.feedbackSend', 'chat.feedbackCancel', 'chat.feedbackThanks', 'validation.feedbackRequired', 'validation.emailInvalid',
  'validation.invalid', 'validation.tooLong',
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type ChatLabels = Record<(typeof chatLabelKeys)[number], string>;
