/** The one table of languages. Everything that lists languages derives from it. */
export const locales = ['en', 'de', 'fr', 'nl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** `label` is the language's own name (for the switcher); `englishName` feeds the `language` meta tag. */
export const localeInfo: Record<Locale, { label: string; englishName: string; ogLocale: string; intl: string }> = {
  en: { label: 'English', englishName: 'English', ogLocale: 'en_GB', intl: 'en-GB' },
  de: { label: 'Deutsch', englishName: 'German', ogLocale: 'de_DE', intl: 'de-DE' },
  fr: { label: 'Français', englishName: 'French', ogLocale: 'fr_FR', intl: 'fr-FR' },
  nl: { label: 'Nederlands', englishName: 'Dutch', ogLocale: 'nl_NL', intl: 'nl-NL' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** English lives at the root; the other languages under `/de`, `/fr`, `/nl`. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** Splits a visible path into its language and the language-neutral rest (`/de/blog` → de, `blog`). */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...others] = segments;
  if (isLocale(first) && first !== defaultLocale) return { locale: first, rest: others.join('/') };
  return { locale: defaultLocale, rest: segments.join('/') };
}

/** The visible path of a language-neutral path in a language: (`de`, `blog`) → `/de/blog`, (`en`, ``) → `/`. */
export function localizedPath(locale: Locale, rest: string): string {
  const clean = rest.replace(/^\/+|\/+$/g, '');
  const path = `${localePrefix(locale)}${clean ? `/${clean}` : ''}`;
  return path === '' ? '/' : path;
}

/**
 * Picks a supported language from an Accept-Language header, honouring q-values.
 * Returns undefined when none of ours is acceptable.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      const q = qParam ? Number(qParam.trim().slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale);
}
