import type { Db } from '../db/client.ts';
import { householdsRepository } from '../households/households.repository.ts';
import { usersRepository, type NewUser, type UserRow } from './users.repository.ts';

/**
 * A new account (sign-up, first OpenID Connect sign-in, a restored backup): it starts as the owner of
 * a household of its own, both written in one transaction.
 */
export async function createAccount(db: Db, values: Omit<NewUser, 'householdId' | 'householdRole'>): Promise<UserRow> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const household = await householdsRepository(tx).create();
    return usersRepository(tx).insert({ ...values, householdId: household.id, householdRole: 'owner' });
  });
}
