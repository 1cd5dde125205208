import { storageKeys } from '../../lib/storageKeys.ts';

/** One private journal entry, kept only in this browser's local storage. */
export interface JournalEntry {
  id: string;
  /** Milliseconds since 1970. */
  createdAt: number;
  text: string;
}

export const journalEntryMaxLength = 10_000;

function isEntry(value: unknown): value is JournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry['id'] === 'string' && typeof entry['createdAt'] === 'number' && typeof entry['text'] === 'string';
}

/** Entries newest first; malformed storage reads as an empty journal instead of breaking the page. */
export function readJournal(storage: Pick<Storage, 'getItem'>): JournalEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKeys.wellnessJournal) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).sort((a, b) => b.createdAt - a.createdAt) : [];
  } catch {
    return [];
  }
}

export function writeJournal(storage: Pick<Storage, 'setItem'>, entries: readonly JournalEntry[]): void {
  storage.setItem(storageKeys.wellnessJournal, JSON.stringify(entries));
}
