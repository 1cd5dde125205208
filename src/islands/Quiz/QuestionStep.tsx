import { useEffect, useRef } from 'react';
import { answerValues, type AnswerValue } from '../../lib/quiz/scoring.ts';
import { formatMessage } from '../../i18n/format.ts';
import type { LocalizedQuestion } from '../../lib/quiz/questions.ts';
import type { QuizLabels } from './labels.ts';

interface Props {
  question: LocalizedQuestion;
  index: number;
  total: number;
  answer: AnswerValue | undefined;
  labels: QuizLabels;
  /** Focus the question when the visitor moved to it, not on the first render of the page. */
  takeFocus: boolean;
  onAnswer: (value: AnswerValue) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** One question with the five answers as radio buttons; Next waits for an answer (spec §4 "Quiz"). */
export function QuestionStep({ question, index, total, answer, labels, takeFocus, onAnswer, onPrevious, onNext }: Props) {
  const legendRef = useRef<HTMLLegendElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeFocus) legendRef.current?.focus();
  }, [index, takeFocus]);
  // The radios are uncontrolled, so a choice made before the island woke up survives hydration;
  // adopt it here.
  useEffect(() => {
    const checked = formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const value = Number(checked?.value);
    if (answer === undefined && answerValues.some((known) => known === value)) onAnswer(value as AnswerValue);
    // Only on mount: later choices arrive through onChange.
  }, []);
  const isLast = index === total - 1;
  const name = `quiz-q-${question.id}`;

  return (
    <form
      ref={formRef}
      className="quiz-step"
      onSubmit={(event) => {
        event.preventDefault();
        if (answer !== undefined) onNext();
      }}
    >
      <fieldset>
        <legend ref={legendRef} tabIndex={-1}>
          <span className="quiz-count">{formatMessage(labels['quiz.progress'], { current: index + 1, total })}</span>
          <span className="quiz-question">{question.text}</span>
        </legend>
        <div className="answer-scale">
          {answerValues.map((value) => (
            <label key={value} className={answer === value ? 'answer answer-selected' : 'answer'}>
              <input type="radio" name={name} value={value} defaultChecked={answer === value} onChange={() => onAnswer(value)} />
              <span>{labels[`quiz.answer${value}`]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="quiz-nav">
        <button type="button" className="button button-secondary" onClick={onPrevious} disabled={index === 0}>
          {labels['quiz.previous']}
        </button>
        <button type="submit" className="button button-primary" disabled={answer === undefined}>
          {isLast ? labels['quiz.getResults'] : labels['quiz.next']}
        </button>
      </div>
    </form>
  );
}
