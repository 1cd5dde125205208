import * as settings from './0001_settings.ts';

export interface Migration {
  /** Numbered and never renamed: the id is what records that it ran. */
  id: string;
  statements: readonly string[];
}

/** Every migration, oldest first. Add a file `NNNN_name.ts` and list it here; never edit one that shipped. */
export const migrations: readonly Migration[] = [{ id: '0001_settings', statements: settings.statements }];
