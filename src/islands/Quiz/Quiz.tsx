import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { trackConversion, trackEvent } from '../../lib/analytics/gtag.ts';
import { burnoutScore, progressPercent, type AnswerValue } from '../../lib/quiz/scoring.ts';
import type { LocalizedQuestion } from '../../lib/quiz/questions.ts';
import type { CrisisLine } from '../../lib/crisisLines.ts';
import type { Locale } from '../../lib/locales.ts';
import type { QuizGate } from '../../lib/schemas/quizResult.ts';
import type { CountryChoice } from '../shared/CountrySelect.tsx';
import { browserCountry } from '../shared/timeZone.ts';
import type { GateDraft } from './GateForm.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { Results } from './Results.tsx';
import { withCrashScreen } from '../shared/CrashScreen.tsx';
import { clearProgress, loadProgress, saveProgress } from './progressStore.ts';
import type { QuizLabels, QuizLinks } from './labels.ts';

// The email gate validates with zod: it loads once the first answer is given, not with the
// quiz, so a page that opens on the quiz has less to run before it responds.
const loadGateForm = () => import('./GateForm.tsx');
const GateForm = lazy(() => loadGateForm().then((module) => ({ default: module.GateForm })));

interface Props {
  questions: readonly LocalizedQuestion[];
  labels: QuizLabels;
  links: QuizLinks;
  countries: readonly CountryChoice[];
  crisisLine: CrisisLine;
  language: Locale;
}

type Phase = { name: 'answering' } | { name: 'gate'; saving: boolean } | { name: 'results'; score: number };

const emptyGate: GateDraft = { name: '', email: '', country: '', consent: false };

/**
 * The burnout checker (spec §4 "Quiz"): question by question, then the email gate, then the
 * results. Progress survives a reload; answers are sent only with the visitor's consent.
 */
function Quiz({ questions, labels, links, countries, crisisLine, language }: Props) {
  const total = questions.length;
  const [answers, setAnswers] = useState<Record<number, AnswerValue>>({});
  const [step, setStep] = useState(0);
  const [gate, setGate] = useState<GateDraft>(emptyGate);
  const [phase, setPhase] = useState<Phase>({ name: 'answering' });
  const moved = useRef(false);
  /** Bumped when answers are replaced wholesale (restored or restarted), so the uncontrolled radios start afresh. */
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const saved = loadProgress(total);
    if (saved) {
      setAnswers(saved.answers);
      setGeneration((count) => count + 1);
      setStep(Math.min(saved.step, total - 1));
      if (saved.step >= total) setPhase({ name: 'gate', saving: false });
    }
    setGate((current) => ({ ...(saved?.gate ?? current), country: saved?.gate.country || browserCountry() }));
  }, [total]);

  useEffect(() => {
    if (phase.name !== 'results') saveProgress({ answers, step: phase.name === 'gate' ? total : step, gate });
  }, [answers, step, gate, phase.name, total]);

  const percent = progressPercent(step, total, phase.name !== 'answering');

  async function submitGate(details: QuizGate) {
    const score = burnoutScore(answers, total);
    if (details.consent) {
      setPhase({ name: 'gate', saving: true });
      try {
        await apiRequest('POST', '/api/burnout-quiz-results', {
          name: details.name,
          email: details.email,
          country: details.country,
          answers: Object.fromEntries(Object.entries(answers).map(([index, value]) => [String(index), value])),
          burnoutScore: score,
          language,
          source: 'homepage-quiz',
          consent: true,
        });
      } catch (error) {
        // Spec §8: a failed save is only logged; the visitor still gets the result.
        console.error('Quiz result could not be saved', error instanceof Error ? error.message : error);
      }
    }
    trackConversion('quiz_submission');
    clearProgress();
    setPhase({ name: 'results', score });
  }

  function restart() {
    clearProgress();
    moved.current = true;
    setAnswers({});
    setGeneration((count) => count + 1);
    setStep(0);
    setPhase({ name: 'answering' });
  }

  const question = questions[step];
  return (
    <div className="quiz" data-phase={phase.name}>
      {/* A native progress bar: no inline style, which the hash-based CSP would block before hydration. */}
      <progress className="quiz-progress" max={100} value={percent} aria-label={`${percent}%`} />
      {phase.name === 'answering' && question && (
        <QuestionStep
          key={`${step}-${generation}`}
          question={question}
          index={step}
          total={total}
          answer={answers[step]}
          labels={labels}
          takeFocus={moved.current}
          onAnswer={(value) => {
            void loadGateForm();
            setAnswers((current) => ({ ...current, [step]: value }));
            trackEvent('quiz_interaction', { event_category: 'burnout_assessment', quiz_step: 'answer', question_number: step + 1, answer_value: value });
          }}
          onPrevious={() => {
            moved.current = true;
            setStep((current) => Math.max(0, current - 1));
          }}
          onNext={() => {
            moved.current = true;
            if (step < total - 1) setStep(step + 1);
            else setPhase({ name: 'gate', saving: false });
          }}
        />
      )}
      {phase.name === 'gate' && (
        <Suspense fallback={null}>
          <GateForm draft={gate} labels={labels} countries={countries} saving={phase.saving} onChange={setGate} onSubmit={(details) => void submitGate(details)} />
        </Suspense>
      )}
      {phase.name === 'results' && <Results score={phase.score} answers={answers} questions={questions} labels={labels} links={links} crisisLine={crisisLine} onRestart={restart} />}
    </div>
  );
}

export default withCrashScreen(Quiz);
