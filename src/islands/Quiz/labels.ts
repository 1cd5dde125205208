import type { UiKey } from '../../i18n/index.ts';
import { crashLabelKeys } from '../shared/CrashScreen.tsx';

export const quizLabelKeys = [
  'quiz.progress', 'quiz.answer1', 'quiz.answer2', 'quiz.answer3', 'quiz.answer4', 'quiz.answer5',
  'quiz.previous', 'quiz.next', 'quiz.getResults', 'quiz.gateHeading', 'quiz.gateIntro', 'quiz.consent',
  'quiz.showResults', 'quiz.saving', 'quiz.resultsHeading', 'quiz.scoreLabel', 'quiz.riskLow', 'quiz.riskModerate',
  'quiz.riskHigh', 'quiz.riskTextLow', 'quiz.riskTextModerate', 'quiz.riskTextHigh', 'quiz.insightsHeading',
  'quiz.insight.emotional_drain', 'quiz.insight.fatigue_morning', 'quiz.insight.stress_work', 'quiz.insight.burned_out',
  'quiz.insight.frustration', 'quiz.insight.generic', 'quiz.nextStepsHeading', 'quiz.nextStepGuide', 'quiz.nextStepTools',
  'quiz.nextStepPlanner', 'quiz.disclaimer', 'quiz.crisisLine', 'quiz.emergency', 'quiz.crisisFallback', 'quiz.restart',
  'form.name', 'form.email', 'form.country', 'form.countryPlaceholder', 'form.errorSummary',
  'validation.invalid', 'validation.tooLong', 'validation.nameRequired', 'validation.emailInvalid', 'validation.countryRequired',
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type QuizLabels = Record<(typeof quizLabelKeys)[number], string>;

/** Links of the results' next steps, resolved for the page's language at build. */
export interface QuizLinks {
  guide: string;
  tools: string;
  planner: string;
}
