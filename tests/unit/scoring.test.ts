import { describe, expect, it } from 'vitest';
import { burnoutScore, insightIndexes, progressPercent, riskLevel, type Answers } from '../../src/lib/quiz/scoring.ts';

describe('burnout score', () => {
  it('is round(sum / (questions × 5) × 100)', () => {
    expect(burnoutScore({ 0: 1, 1: 1, 2: 1, 3: 1, 4: 1 }, 5)).toBe(20);
    expect(burnoutScore({ 0: 5, 1: 5, 2: 5, 3: 5, 4: 5 }, 5)).toBe(100);
    expect(burnoutScore({ 0: 3, 1: 4, 2: 2, 3: 5, 4: 1 }, 5)).toBe(60);
  });

  it('rounds half up and to the nearest whole percent', () => {
    // 2 / 15 = 13.33 %, 7 / 15 = 46.67 %, 1 / 8 = 12.5 %
    expect(burnoutScore({ 0: 1, 1: 1, 2: 5 }, 3)).toBe(47);
    expect(burnoutScore({ 0: 2 }, 3)).toBe(13);
    expect(burnoutScore({ 0: 5, 1: 5, 2: 2, 3: 1 }, 8)).toBe(33);
  });
});

describe('risk level', () => {
  it.each([
    [0, 'low'],
    [29, 'low'],
    [30, 'moderate'],
    [69, 'moderate'],
    [70, 'high'],
    [100, 'high'],
  ] as const)('%i is %s', (score, level) => {
    expect(riskLevel(score)).toBe(level);
  });
});

describe('key insights', () => {
  it('name each of the first five questions answered 4 or more', () => {
    const answers: Answers = { 0: 4, 1: 3, 2: 5, 3: 1, 4: 4, 5: 5 };
    expect(insightIndexes(answers)).toEqual([0, 2, 4]);
  });

  it('are empty when nothing reaches 4, which shows the generic early warning', () => {
    expect(insightIndexes({ 0: 3, 1: 3, 2: 3, 3: 3, 4: 3 })).toEqual([]);
  });
});

describe('progress', () => {
  it('is the current question number over the count, 100 when done', () => {
    expect(progressPercent(0, 5, false)).toBe(20);
    expect(progressPercent(4, 5, false)).toBe(100);
    expect(progressPercent(2, 5, true)).toBe(100);
  });
});
