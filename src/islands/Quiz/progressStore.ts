import { storageKeys } from '../../lib/storageKeys.ts';
import { answerValues, type AnswerValue } from '../../lib/quiz/scoring.ts';
import type { GateDraft } from './GateForm.tsx';

/** What a reload must not lose: the answers so far and what was typed in the gate. */
export interface QuizProgress {
  answers: Record<number, AnswerValue>;
  step: number;
  gate: GateDraft;
}

const isAnswer = (value: unknown): value is AnswerValue => (answerValues as readonly unknown[]).includes(value);

/** Reads the saved progress, ignoring anything malformed (storage is visitor-controlled). */
export function loadProgress(questionCount: number): QuizProgress | undefined {
  try {
    const raw = window.sessionStorage.getItem(storageKeys.quizProgress);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<QuizProgress>;
    const answers = Object.fromEntries(
      Object.entries(parsed.answers ?? {}).filter(([index, value]) => Number(index) < questionCount && isAnswer(value)),
    ) as Record<number, AnswerValue>;
    const step = typeof parsed.step === 'number' && parsed.step >= 0 && parsed.step <= questionCount ? parsed.step : 0;
    const gate = parsed.gate;
    return {
      answers,
      step,
      gate: {
        name: typeof gate?.name === 'string' ? gate.name : '',
        email: typeof gate?.email === 'string' ? gate.email : '',
        country: typeof gate?.country === 'string' ? gate.country : '',
        consent: gate?.consent === true,
      },
    };
  } catch {
    return undefined;
  }
}

export function saveProgress(progress: QuizProgress): void {
  try {
    window.sessionStorage.setItem(storageKeys.quizProgress, JSON.stringify(progress));
  } catch {
    // Private mode or full storage: the quiz still works, it just will not survive a reload.
  }
}

export function clearProgress(): void {
  try {
    window.sessionStorage.removeItem(storageKeys.quizProgress);
  } catch {
    // Nothing to clear.
  }
}
