/**
 * The few parts of Pagefind's browser API the search uses. The script and its index are
 * built into `/pagefind/` after the site (src/build/searchIndex.ts) and load on first use.
 */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface Pagefind {
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

export interface SearchHit {
  id: string;
  url: string;
  title: string;
  /** The excerpt as plain text pieces; `marked` pieces matched the query. */
  excerpt: { text: string; marked: boolean }[];
}

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  // A path Vite must not bundle: the file exists only in the built site.
  const path = '/pagefind/pagefind.js';
  loading ??= import(/* @vite-ignore */ path) as Promise<Pagefind>;
  return loading;
}

/** Pagefind's excerpt is HTML with <mark> around matches; keep only its text and the marks. */
export function excerptPieces(html: string): SearchHit['excerpt'] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (node) => ({
    text: node.textContent ?? '',
    marked: node.nodeName === 'MARK',
  })).filter((piece) => piece.text !== '');
}

/** The file a result names, as the address visitors use (`/blog/x.html` → `/blog/x`). */
export function visibleUrl(url: string): string {
  return url.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
}

export async function searchSite(query: string, limit = 8): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await loadPagefind();
  const search = await pagefind.search(query);
  const results = search?.results ?? [];
  const hits = await Promise.all(
    results.slice(0, limit).map(async (result) => {
      const data = await result.data();
      return { id: result.id, url: visibleUrl(data.url), title: data.meta.title ?? visibleUrl(data.url), excerpt: excerptPieces(data.excerpt) };
    }),
  );
  return { total: results.length, hits };
}
