import type { RegionOrDefault } from './regions.ts';

/**
 * Crisis lines per region, exactly as facts.md lists them. Never add a number that is not
 * sourced there. Shown with the quiz results and by the chat assistant.
 */
export interface CrisisLine {
  name: string;
  /** Numbers to call or text, as written locally; each becomes a `tel:` link. */
  numbers: readonly string[];
  /** The local emergency number, when facts.md names one. */
  emergency?: string;
  /** A web address for regions without a listed line. */
  url?: string;
}

export const crisisLines: Record<RegionOrDefault, CrisisLine> = {
  usa: { name: '988 Suicide & Crisis Lifeline', numbers: ['988'], emergency: '911' },
  canada: { name: '9-8-8 Suicide Crisis Helpline', numbers: ['988'], emergency: '911' },
  uk: { name: 'Samaritans', numbers: ['116 123'], emergency: '999' },
  australia: { name: 'Lifeline', numbers: ['13 11 14'], emergency: '000' },
  new_zealand: { name: '1737 Need to talk?', numbers: ['1737'], emergency: '111' },
  germany: { name: 'TelefonSeelsorge', numbers: ['0800 111 0 111', '0800 111 0 222'], emergency: '112' },
  france: { name: 'Numéro national de prévention du suicide', numbers: ['3114'], emergency: '112' },
  netherlands: { name: '113 Zelfmoordpreventie', numbers: ['113', '0800-0113'], emergency: '112', url: 'https://www.113.nl' },
  thailand: { name: 'Department of Mental Health hotline', numbers: ['1323'] },
  india: { name: 'Tele-MANAS', numbers: ['14416', '1-800-891-4416'], emergency: '112' },
  default: { name: 'Find A Helpline', numbers: [], url: 'https://findahelpline.com' },
};

/** `tel:` form of a locally written number. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
