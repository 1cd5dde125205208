import { z } from 'zod';
import { locales, type Locale } from '../locales.ts';
import builtIn from '../../../content/quiz/questions.json';

/** The spec's five built-in question keys (§3 "Quiz question"). */
export const builtInQuestionKeys = ['emotional_drain', 'fatigue_morning', 'stress_work', 'burned_out', 'frustration'] as const;

const questionSchema = z.strictObject({
  id: z.number().int().positive(),
  questionKey: z.string().regex(/^[a-z][a-z_]*$/),
  text: z.strictObject(Object.fromEntries(locales.map((locale) => [locale, z.string().trim().min(1)])) as Record<Locale, z.ZodString>),
});
export type QuizQuestion = z.infer<typeof questionSchema>;

/**
 * The built-in questions, written for this site in four languages (`content/quiz/questions.json`).
 * Wording is our own in the plain, first-person style of the Copenhagen Burnout Inventory;
 * no Maslach items (their wording is licensed).
 */
export const builtInQuestions: readonly QuizQuestion[] = z.array(questionSchema).length(builtInQuestionKeys.length).parse(builtIn);

export interface LocalizedQuestion {
  id: number;
  questionKey: string;
  text: string;
}

/** The questions in a language, falling back to the built-in five when a source yields none. */
export function questionsFor(locale: Locale, source: readonly QuizQuestion[] = builtInQuestions): LocalizedQuestion[] {
  const chosen = source.length > 0 ? source : builtInQuestions;
  return chosen.map((question) => ({ id: question.id, questionKey: question.questionKey, text: question.text[locale] }));
}
