import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { UiKey } from '../../i18n/index.ts';
import { localeInfo, type Locale } from '../../lib/locales.ts';
import { crashLabelKeys, withCrashScreen } from '../shared/CrashScreen.tsx';
import { journalEntryMaxLength, readJournal, writeJournal, type JournalEntry } from './journalStore.ts';

const promptKeys = ['journal.prompt1', 'journal.prompt2', 'journal.prompt3', 'journal.prompt4', 'journal.prompt5', 'journal.prompt6'] as const;

export const journalLabelKeys = [
  'journal.heading', 'journal.intro', 'journal.prompt', 'journal.newPrompt', 'journal.entryLabel', 'journal.save', 'journal.saved',
  'journal.empty', 'journal.entries', 'journal.delete', 'journal.deleteConfirm', 'journal.unavailable',
  ...promptKeys,
  ...crashLabelKeys,
] as const satisfies readonly UiKey[];
export type JournalLabels = Record<(typeof journalLabelKeys)[number], string>;

/** Local storage, or undefined where the browser refuses it (private modes, blocked storage). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A private journal: entries never leave the browser (no request is ever made). */
function Journal({ labels, language }: { labels: JournalLabels; language: Locale }) {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [available, setAvailable] = useState(true);
  const [promptIndex, setPromptIndex] = useState(0);
  const [status, setStatus] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) {
      setAvailable(false);
      return;
    }
    setEntries(readJournal(storage));
    setPromptIndex(new Date().getDate() % promptKeys.length);
  }, []);

  function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const storage = browserStorage();
    const text = textRef.current?.value.trim() ?? '';
    if (!storage || text === '') return;
    const next = [{ id: crypto.randomUUID(), createdAt: Date.now(), text }, ...entries];
    try {
      writeJournal(storage, next);
    } catch {
      // Storage full or refused: keep the text in the box so nothing is lost.
      setAvailable(false);
      return;
    }
    setEntries(next);
    if (textRef.current) textRef.current.value = '';
    setStatus(labels['journal.saved']);
  }

  function remove(id: string) {
    const storage = browserStorage();
    if (!storage || !window.confirm(labels['journal.deleteConfirm'])) return;
    const next = entries.filter((entry) => entry.id !== id);
    writeJournal(storage, next);
    setEntries(next);
  }

  const dateFormat = new Intl.DateTimeFormat(localeInfo[language].intl, { dateStyle: 'long', timeStyle: 'short' });
  const promptKey = promptKeys[promptIndex] ?? promptKeys[0];

  return (
    <section className="panel journal" aria-labelledby="journal-heading">
      <h2 id="journal-heading">{labels['journal.heading']}</h2>
      <p>{labels['journal.intro']}</p>
      {!available && <p className="form-error-summary" role="alert">{labels['journal.unavailable']}</p>}
      <form onSubmit={save} className="form">
        <p className="journal-prompt">
          <strong>{labels['journal.prompt']}:</strong> <span>{labels[promptKey]}</span>{' '}
          <button type="button" className="button-link" onClick={() => setPromptIndex((index) => (index + 1) % promptKeys.length)}>{labels['journal.newPrompt']}</button>
        </p>
        <div className="field">
          <label htmlFor="journal-entry">{labels['journal.entryLabel']}</label>
          <textarea id="journal-entry" ref={textRef} rows={6} maxLength={journalEntryMaxLength} onInput={() => setStatus('')} />
        </div>
        <button type="submit" className="button button-primary" disabled={!available}>{labels['journal.save']}</button>
        <p className="journal-status" role="status">{status}</p>
      </form>
      <h3>{labels['journal.entries']}</h3>
      {entries.length === 0 ? (
        <p>{labels['journal.empty']}</p>
      ) : (
        <ol className="journal-entries">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className="meta"><time dateTime={new Date(entry.createdAt).toISOString()}>{dateFormat.format(entry.createdAt)}</time></p>
              <p className="journal-text">{entry.text}</p>
              <button type="button" className="button-link" onClick={() => remove(entry.id)}>{labels['journal.delete']}</button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default withCrashScreen(Journal);
