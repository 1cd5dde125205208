// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { siteOrigin } from './src/lib/site.ts';
import { locales, defaultLocale } from './src/lib/locales.ts';
import { netlifyRouting } from './src/build/netlifyRouting.ts';
import { searchIndex } from './src/build/searchIndex.ts';
import { blogSitemapLinks } from './src/build/sitemapLinks.ts';
import { languageRedirectScript } from './src/lib/languagePreference.ts';
import { consentPendingScript } from './src/lib/consent.ts';
import { createHash } from 'node:crypto';

/** Astro hashes the scripts it bundles; the hashes of our two pre-paint inline scripts are added by hand. */
const inlineScriptHashes = [languageRedirectScript, consentPendingScript].map(
  (script) => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`),
);

/** Pages that must not appear in the sitemap: region copies, the not-found pages and staff pages. */
const isIndexable = (/** @type {string} */ page) => !/\/(_regions|admin)(\/|$)|\/admin-login$|\/404$/.test(page.replace(/\/$/, ''));

const postLinks = blogSitemapLinks(siteOrigin());

export default defineConfig({
  site: siteOrigin(),
  output: 'static',
  // Every page answers at its canonical URL itself: `/blog` is `blog.html`, never a redirect to `/blog/`.
  trailingSlash: 'never',
  // Shiki's inline styles would break the hash-based CSP; our texts need no code highlighting.
  markdown: { syntaxHighlight: false },
  build: { format: 'file' },
  integrations: [
    react(),
    sitemap({
      filter: isIndexable,
      i18n: { defaultLocale, locales: Object.fromEntries(locales.map((locale) => [locale, locale])) },
      serialize: (item) => {
        const links = postLinks.get(item.url.replace(/\/$/, ''));
        return links ? { ...item, links } : item;
      },
    }),
    netlifyRouting(),
    searchIndex(),
  ],
  security: {
    // Astro hashes every script and style it emits; no inline handler or unhashed script can run.
    // Google's hosts are allowed only for gtag, which loads after the visitor accepts cookies.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
        "font-src 'self'",
        "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ],
      // 'wasm-unsafe-eval' lets Pagefind's search run its WebAssembly; it allows no JavaScript eval.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'", 'https://www.googletagmanager.com'], hashes: inlineScriptHashes },
    },
  },
});
