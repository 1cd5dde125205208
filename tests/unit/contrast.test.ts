import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * WCAG AA contrast of the colours in src/styles/global.css. Every colour is a `--color-*`
 * property of `:root`; the table below lists which colour is drawn on which, as the
 * stylesheet uses them, with the ratio WCAG asks for: 4.5:1 for text, 3:1 for the edges of
 * controls and for focus rings (axe checks text on rendered pages, but not borders or rings).
 */
const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
const rootMatch = /:root\s*\{([^}]*)\}/.exec(css);
const rootBlock = rootMatch?.[1] ?? '';
const rules = css.replace(rootMatch?.[0] ?? '', '').replace(/\/\*[\s\S]*?\*\//g, '');
const colours = new Map([...rootBlock.matchAll(/--(color-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));

type ColourName = `color-${string}`;
interface Pair {
  foreground: ColourName;
  background: ColourName;
  minimum: 4.5 | 3;
  where: string;
}

const text = 4.5;
const ui = 3;
const pairs: readonly Pair[] = [
  ...(['color-bg', 'color-surface', 'color-brand-soft', 'color-chat-bubble', 'color-code-bg', 'color-error-soft'] as const).map(
    (background): Pair => ({ foreground: 'color-text', background, minimum: text, where: 'body text, chat answers, code, crash screen' }),
  ),
  ...(['color-bg', 'color-surface', 'color-brand-soft'] as const).map(
    (background): Pair => ({ foreground: 'color-muted', background, minimum: text, where: 'lead, captions, chat subtitle, language switcher' }),
  ),
  ...(['color-bg', 'color-surface', 'color-brand-soft', 'color-chat-bubble'] as const).map(
    (background): Pair => ({ foreground: 'color-link', background, minimum: text, where: 'links, callouts, chat links and suggestions' }),
  ),
  { foreground: 'color-on-brand', background: 'color-brand', minimum: text, where: 'primary buttons and the header call to action' },
  { foreground: 'color-on-brand', background: 'color-brand-hover', minimum: text, where: 'primary buttons under the pointer' },
  ...(['color-text', 'color-danger', 'color-alert'] as const).map(
    (background): Pair => ({ foreground: 'color-on-dark', background, minimum: text, where: 'skip link, toasts, own chat messages, the chat badge' }),
  ),
  ...(['color-footer-text', 'color-footer-muted', 'color-footer-link'] as const).map(
    (foreground): Pair => ({ foreground, background: 'color-text', minimum: text, where: 'the footer' }),
  ),
  ...(['color-bg', 'color-surface'] as const).map((background): Pair => ({ foreground: 'color-error', background, minimum: text, where: 'field errors' })),
  ...(['color-risk-low', 'color-risk-moderate', 'color-risk-high'] as const).map(
    (foreground): Pair => ({ foreground, background: 'color-surface', minimum: text, where: 'the quiz risk level' }),
  ),
  ...(['color-bg', 'color-surface'] as const).map(
    (background): Pair => ({ foreground: 'color-control-border', background, minimum: ui, where: 'input, select, textarea and switch edges' }),
  ),
  ...(['color-surface', 'color-brand-soft'] as const).map(
    (background): Pair => ({ foreground: 'color-accent', background, minimum: ui, where: 'ticked boxes, the chosen answer, suggestion buttons' }),
  ),
  { foreground: 'color-switch-on', background: 'color-surface', minimum: ui, where: 'a switch that is on' },
  { foreground: 'color-alert', background: 'color-surface', minimum: ui, where: 'the chat badge on the page' },
  ...(['color-bg', 'color-surface', 'color-brand-soft'] as const).map(
    (background): Pair => ({ foreground: 'color-focus', background, minimum: ui, where: 'the focus ring on light surfaces' }),
  ),
  ...(['color-text', 'color-danger'] as const).map(
    (background): Pair => ({ foreground: 'color-focus-on-dark', background, minimum: ui, where: 'the focus ring in the footer and toasts' }),
  ),
];

/** Colours that never carry text or mark a control, and why they need no contrast. */
const exempt: Readonly<Record<ColourName, string>> = {
  'color-border': 'decorative edges of cards and panels; the content inside says what they are',
  'color-risk-low-fill': 'the risk bar; the score and the risk level are written next to it',
  'color-risk-moderate-fill': 'the risk bar; the score and the risk level are written next to it',
  'color-risk-track': 'the risk bar; the score and the risk level are written next to it',
};

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x). */
function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

function colour(name: ColourName): string {
  const value = colours.get(name);
  if (value === undefined) throw new Error(`--${name} is not defined in :root`);
  return value;
}

describe('colour contrast of global.css', () => {
  it('defines every colour as a six-digit hex value in :root', () => {
    expect(colours.size).toBeGreaterThan(10);
    for (const [name, value] of colours) expect(value, `--${name}`).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('keeps the brand orange of the spec', () => {
    expect(colour('color-brand').toLowerCase()).toBe('#ff9b42');
  });

  it.each(pairs.map((pair) => [`--${pair.foreground} on --${pair.background} (${pair.where})`, pair] as const))(
    '%s meets WCAG AA',
    (_name, { foreground, background, minimum }) => {
      expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(minimum);
    },
  );

  it('never colours text with the brand orange: it is too light for text (2:1), so it is a fill behind dark text', () => {
    expect(rules).not.toMatch(/(?:^|[\s;{])color:\s*var\(--color-brand(?:-hover)?\)/);
    expect(contrast(colour('color-brand'), colour('color-on-brand'))).toBeGreaterThanOrEqual(text);
  });

  it('takes every colour from a --color-* property, so the pairs above are the whole picture', () => {
    // Translucent shadows and backdrops are the only literals allowed.
    const literals = [...rules.matchAll(/#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\([^)]*\)/gi)].map((match) => match[0]).filter((literal) => !literal.includes('/'));
    expect(literals).toEqual([]);
  });

  it('checks or names a reason for every colour property', () => {
    const covered = new Set<string>([...pairs.flatMap((pair) => [pair.foreground, pair.background]), ...Object.keys(exempt)]);
    expect([...colours.keys()].filter((name) => !covered.has(name))).toEqual([]);
  });
});
