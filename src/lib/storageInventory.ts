import { storageKeys } from './storageKeys.ts';

/**
 * What the cookie policy's table says about each storage item. Typed against
 * `storageKeys`, so a key added there without an entry here fails the type check, and the
 * table can never miss an item the site writes.
 */
export interface StorageItem {
  name: string;
  type: 'local' | 'session' | 'cookie';
  when: 'always' | 'afterConsent';
  lifetime: 'untilCleared' | 'untilTabClosed' | 'consentLifetime' | 'gaLifetime';
  purpose: StoragePurpose;
}

type StorageKeyName = keyof typeof storageKeys;
export type StoragePurpose = StorageKeyName | 'gaCookies';

const describe: Record<StorageKeyName, Omit<StorageItem, 'name' | 'purpose'>> = {
  cookieConsent: { type: 'local', when: 'always', lifetime: 'consentLifetime' },
  cookieConsentTimestamp: { type: 'local', when: 'always', lifetime: 'consentLifetime' },
  gaClientId: { type: 'local', when: 'afterConsent', lifetime: 'untilCleared' },
  preferredLanguage: { type: 'local', when: 'always', lifetime: 'untilCleared' },
  adminToken: { type: 'local', when: 'always', lifetime: 'untilCleared' },
  quizProgress: { type: 'session', when: 'always', lifetime: 'untilTabClosed' },
  chatBadgeDismissed: { type: 'local', when: 'always', lifetime: 'untilCleared' },
  chatConversation: { type: 'session', when: 'always', lifetime: 'untilTabClosed' },
  wellnessJournal: { type: 'local', when: 'always', lifetime: 'untilCleared' },
};

export const storageInventory: readonly StorageItem[] = [
  ...(Object.keys(describe) as StorageKeyName[]).map((purpose) => ({ name: storageKeys[purpose], purpose, ...describe[purpose] })),
  // Set by Google's script, which loads only after consent.
  { name: '_ga, _ga_<id>', type: 'cookie', when: 'afterConsent', lifetime: 'gaLifetime', purpose: 'gaCookies' },
];
