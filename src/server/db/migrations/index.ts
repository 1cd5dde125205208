import * as settings from './0001_settings.ts';
import * as waitlist from './0002_waitlist.ts';
import * as quizResults from './0003_quiz_results.ts';
import * as chat from './0004_chat.ts';
import * as contact from './0005_contact.ts';
import * as admin from './0006_admin.ts';
import * as orders from './0007_orders.ts';
import * as rateLimits from './0008_rate_limits.ts';

export interface Migration {
  /** Numbered and never renamed: the id is what records that it ran. */
  id: string;
  statements: readonly string[];
}

/** Every migration, oldest first. Add a file `NNNN_name.ts` and list it here; never edit one that shipped. */
export const migrations: readonly Migration[] = [
  { id: '0001_settings', statements: settings.statements },
  { id: '0002_waitlist', statements: waitlist.statements },
  { id: '0003_quiz_results', statements: quizResults.statements },
  { id: '0004_chat', statements: chat.statements },
  { id: '0005_contact', statements: contact.statements },
  { id: '0006_admin', statements: admin.statements },
  { id: '0007_orders', statements: orders.statements },
  { id: '0008_rate_limits', statements: rateLimits.statements },
];
