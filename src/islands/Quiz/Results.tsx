import { useEffect, useRef } from 'react';
import { insightIndexes, riskLevel, type Answers, type RiskLevel } from '../../lib/quiz/scoring.ts';
import { telHref, type CrisisLine } from '../../lib/crisisLines.ts';
import { formatMessage } from '../../i18n/format.ts';
import type { LocalizedQuestion } from '../../lib/quiz/questions.ts';
import type { QuizLabels, QuizLinks } from './labels.ts';

interface Props {
  score: number;
  answers: Answers;
  questions: readonly LocalizedQuestion[];
  labels: QuizLabels;
  links: QuizLinks;
  crisisLine: CrisisLine;
  onRestart: () => void;
}

const riskKeys: Record<RiskLevel, { name: 'quiz.riskLow' | 'quiz.riskModerate' | 'quiz.riskHigh'; text: 'quiz.riskTextLow' | 'quiz.riskTextModerate' | 'quiz.riskTextHigh' }> = {
  low: { name: 'quiz.riskLow', text: 'quiz.riskTextLow' },
  moderate: { name: 'quiz.riskModerate', text: 'quiz.riskTextModerate' },
  high: { name: 'quiz.riskHigh', text: 'quiz.riskTextHigh' },
};

/** The insight shown for a question answered "often" or "always"; editors' extra questions get the generic one. */
const insightKeys: Record<string, keyof QuizLabels> = {
  emotional_drain: 'quiz.insight.emotional_drain',
  fatigue_morning: 'quiz.insight.fatigue_morning',
  stress_work: 'quiz.insight.stress_work',
  burned_out: 'quiz.insight.burned_out',
  frustration: 'quiz.insight.frustration',
};
const insightKey = (questionKey: string | undefined): keyof QuizLabels => insightKeys[questionKey ?? ''] ?? 'quiz.insight.generic';

/** Score, risk bar, key insights and next steps (spec §4, §9), framed as a self-check. */
export function Results({ score, answers, questions, labels, links, crisisLine, onRestart }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const level = riskLevel(score);
  const insights = insightIndexes(answers);

  return (
    <div className="quiz-results">
      <h3 ref={headingRef} tabIndex={-1}>{labels['quiz.resultsHeading']}</h3>
      <p className="quiz-score">
        <span>{labels['quiz.scoreLabel']}</span> <strong data-testid="quiz-score">{score}%</strong>
      </p>
      <div className={`risk risk-${level}`}>
        <div className="risk-bar" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-label={labels['quiz.scoreLabel']}>
          <span className="risk-fill" style={{ width: `${score}%` }} />
        </div>
        <p className="risk-name" data-risk={level}>{labels[riskKeys[level].name]}</p>
        <p>{labels[riskKeys[level].text]}</p>
      </div>
      <h4>{labels['quiz.insightsHeading']}</h4>
      <ul className="insights">
        {insights.length > 0 ? insights.map((index) => <li key={index}>{labels[insightKey(questions[index]?.questionKey)]}</li>) : <li>{labels['quiz.insight.generic']}</li>}
      </ul>
      <h4>{labels['quiz.nextStepsHeading']}</h4>
      <ul className="next-steps">
        <li><a href={links.guide}>{labels['quiz.nextStepGuide']}</a></li>
        <li><a href={links.tools}>{labels['quiz.nextStepTools']}</a></li>
        <li><a href={links.planner}>{labels['quiz.nextStepPlanner']}</a></li>
      </ul>
      <div className="crisis-note">
        {crisisLine.numbers.length > 0 ? (
          <p>
            {formatMessage(labels['quiz.crisisLine'], { name: crisisLine.name })}{' '}
            {crisisLine.numbers.map((number, index) => (
              <span key={number}>
                {index > 0 && ' / '}
                <a href={telHref(number)}>{number}</a>
              </span>
            ))}
            {crisisLine.emergency && <> {formatMessage(labels['quiz.emergency'], { emergency: crisisLine.emergency })}</>}
          </p>
        ) : (
          <p>
            {labels['quiz.crisisFallback']} <a href={crisisLine.url} rel="noopener" target="_blank">findahelpline.com</a>
          </p>
        )}
      </div>
      <p className="disclaimer">{labels['quiz.disclaimer']}</p>
      <button type="button" className="button button-secondary" onClick={onRestart}>
        {labels['quiz.restart']}
      </button>
    </div>
  );
}
