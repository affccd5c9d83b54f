import { normalizeLanguage } from '../../shared/constants.ts';
import type { TUser } from '../../shared/schemas/user.ts';
import type { UserRow } from './users.repository.ts';

/** The only shape of a user that leaves the server: no hashes, no provider ids. */
export function presentUser(row: UserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    unitSystem: row.unitSystem === 'metric' ? 'metric' : 'imperial',
    language: normalizeLanguage(row.language),
    isAdmin: row.isAdmin,
  };
}
