import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { UiKey } from '../../i18n/index.ts';
import { formatMessage } from '../../i18n/format.ts';
import { crashLabelKeys, withCrashScreen } from '../shared/CrashScreen.tsx';
import { searchSite, type SearchHit } from './pagefind.ts';

export const searchLabelKeys = [
  'search.label', 'search.placeholder', 'search.submit', 'search.loading', 'search.noResults', 'search.results', 'search.unavailable',
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type SearchLabels = Record<(typeof searchLabelKeys)[number], string>;

type State =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  | { kind: 'done'; query: string; total: number; hits: SearchHit[] }
  | { kind: 'failed' };

/**
 * Search across the posts and guides of the page's language. The query is kept in the
 * address (`?q=`), so a result page can be shared and Back returns to it.
 */
function Search({ labels }: { labels: SearchLabels }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(0);

  async function run(query: string) {
    const trimmed = query.trim();
    const ticket = ++latest.current;
    if (trimmed === '') {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'searching', query: trimmed });
    try {
      const { total, hits } = await searchSite(trimmed);
      if (ticket === latest.current) setState({ kind: 'done', query: trimmed, total, hits });
    } catch (error) {
      console.error('Search failed', error instanceof Error ? error.message : error);
      if (ticket === latest.current) setState({ kind: 'failed' });
    }
  }

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('q');
    if (query && inputRef.current) {
      inputRef.current.value = query;
      void run(query);
    }
  }, []);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = inputRef.current?.value ?? '';
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set('q', query.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
    void run(query);
  }

  return (
    <div className="site-search">
      <form role="search" onSubmit={submit} aria-label={labels['search.label']}>
        <label htmlFor="site-search-input" className="visually-hidden">{labels['search.label']}</label>
        <input id="site-search-input" ref={inputRef} name="q" type="search" placeholder={labels['search.placeholder']} autoComplete="off" enterKeyHint="search" />
        <button type="submit" className="button button-secondary">{labels['search.submit']}</button>
      </form>
      <div className="search-results" aria-live="polite">
        {state.kind === 'searching' && <p>{labels['search.loading']}</p>}
        {state.kind === 'failed' && <p role="alert">{labels['search.unavailable']}</p>}
        {state.kind === 'done' && (
          <>
            <p>{state.total === 0 ? formatMessage(labels['search.noResults'], { query: state.query }) : formatMessage(labels['search.results'], { count: state.total, query: state.query })}</p>
            {state.hits.length > 0 && (
              <ol>
                {state.hits.map((hit) => (
                  <li key={hit.id}>
                    <a href={hit.url}>{hit.title}</a>
                    <p>{hit.excerpt.map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>))}</p>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </div>
  );
}

export default withCrashScreen(Search);
