import { defaultLocale, locales } from './locales.ts';
import { storageKeys } from './storageKeys.ts';

/**
 * The tiny script English pages run in their <head>, before anything paints: a visitor who
 * once picked another language is sent to the same page in it. Visitors who never picked one,
 * and crawlers (no storage), get the page they asked for; `?lang=` always wins.
 * It is inline so it runs before the first paint; its CSP hash is computed from this same
 * text in astro.config.mjs.
 */
const otherLocales = locales.filter((locale) => locale !== defaultLocale).join('|');
export const languageRedirectScript =
  `(function(){try{var p=localStorage.getItem(${JSON.stringify(storageKeys.preferredLanguage)});` +
  `if(p&&/^(${otherLocales})$/.test(p)&&!/[?&]lang=/.test(location.search)){` +
  `location.replace('/'+p+(location.pathname==='/'?'':location.pathname)+location.search+location.hash)}}catch(e){}})();`;
