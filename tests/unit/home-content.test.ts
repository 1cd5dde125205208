import { describe, expect, it } from 'vitest';
import { launchDate, timeLeft } from '../../src/lib/countdown.ts';
import { figuresFor, formatFigure } from '../../src/lib/statistics.ts';
import { contentText, localizedItems } from '../../src/lib/contentItems.ts';
import { regionById } from '../../src/lib/regions.ts';
import { builtInQuestionKeys, questionsFor } from '../../src/lib/quiz/questions.ts';
import { crisisLines } from '../../src/lib/crisisLines.ts';
import { regionalImageUrl } from '../../src/lib/regionalImages.ts';

describe('countdown', () => {
  it('counts whole days, hours and minutes to 18 December 2025, 00:00 local time', () => {
    expect(launchDate().getFullYear()).toBe(2025);
    expect(timeLeft(new Date(2025, 11, 16, 21, 30, 0))).toEqual({ days: 1, hours: 2, minutes: 30 });
  });

  it('is done at the launch moment and after it', () => {
    expect(timeLeft(new Date(2025, 11, 18, 0, 0, 0))).toBeNull();
    expect(timeLeft(new Date(2026, 0, 1))).toBeNull();
  });
});

describe('statistics', () => {
  it('show a region its own figures, others the global ones labelled as global', () => {
    const germany = figuresFor(regionById('germany'), 'de');
    expect(germany.scope).toBe('national');
    expect(germany.figures[0]?.figure).toMatch(/^17,4\s%$/);
    expect(germany.figures[0]?.source).toBe('DAK-Psychreport (2025)');
    const usa = figuresFor(regionById('usa'), 'en');
    expect(usa.scope).toBe('global');
    expect(usa.figures[0]?.source).toMatch(/WHO/);
  });

  it('format numbers as each language writes them', () => {
    expect(formatFigure(0.2, 'percent', 'fr')).toMatch(/^20\s%$/);
    expect(formatFigure(12_000_000_000, 'compact', 'en')).toBe('12 billion');
    expect(formatFigure(12_000_000_000, 'compact', 'de')).toBe('12 Milliarden');
  });
});

describe('content items', () => {
  it('carry mission and vision in every language and no hero override by default', () => {
    expect(contentText('mission_title', 'fr')).toBe('Notre mission');
    expect(contentText('hero_title', 'en')).toBeUndefined();
    expect(localizedItems('nl', { section: 'vision' }).map((item) => item.key)).toEqual(['vision_title', 'vision_description']);
  });

  it('let an editor override the hero title', () => {
    const items = [{ key: 'hero_title', section: 'hero', text: { en: 'Rest is productive', de: 'Ruhe', fr: 'Repos', nl: 'Rust' } }];
    expect(contentText('hero_title', 'en', items)).toBe('Rest is productive');
  });
});

describe('quiz questions', () => {
  it('are the five built-in keys in every language', () => {
    expect(questionsFor('nl').map((question) => question.questionKey)).toEqual([...builtInQuestionKeys]);
  });

  it('fall back to the built-in five when a source yields none', () => {
    expect(questionsFor('en', [])).toHaveLength(5);
  });
});

describe('regional assets', () => {
  it('point images at the region folder with a cache-busting version', () => {
    expect(regionalImageUrl(regionById('germany'), 'mission', 'abc')).toBe('/uploads/europe/germany/mission.png?v=abc');
  });

  it('give every region a crisis line from facts.md', () => {
    expect(crisisLines.germany.numbers).toEqual(['0800 111 0 111', '0800 111 0 222']);
    expect(crisisLines.uk.numbers).toEqual(['116 123']);
    expect(crisisLines.default.url).toBe('https://findahelpline.com');
  });
});
