import { normalizeLanguage } from '../../shared/constants.ts';
import { DEFAULT_STAPLES } from '../../shared/pantry/ingredient-match.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../users/users.repository.ts';
import { kitchenSettingsRepository } from './kitchen-settings.repository.ts';

/** A person's staples (salt, oil…): the ones they saved, else their language's defaults. */
export async function staplesOf(db: Db, user: UserRow): Promise<string[]> {
  const saved = (await kitchenSettingsRepository(db).find(user.id))?.staples;
  return saved ?? [...DEFAULT_STAPLES[normalizeLanguage(user.language)]];
}
