// Import steps about who: the target account (found or created) and which recipe each archive
// reference now means for it.
import { normalizeLanguage } from '../../shared/constants.ts';
import { isUuid } from '../../shared/ids.ts';
import type { TArchive } from './archive.ts';
import type { RecipeViewer } from '../recipes/recipes.repository.ts';
import type { backupRepository } from './backup.repository.ts';
import { AccountExistsError } from './import-errors.ts';
import type { RecipeToImport } from './import-media.ts';

export type BackupRepo = ReturnType<typeof backupRepository>;

const RECIPE_REF = /^tempero:recipe\/(.+)$/;

/** The account to import into: the existing one (only with `merge`) or a new one from the archive's person. */
export async function findOrCreateAccount(
  repo: BackupRepo,
  person: TArchive['mainEntity'],
  email: string,
  merge: boolean | undefined,
  notes: string[],
) {
  let user = await repo.userByEmail(email);
  const createdUser = !user;
  if (user && !merge) {
    throw new AccountExistsError(
      `An account with the e-mail ${email} already exists; pass --merge to add the archive to it.`,
    );
  }
  if (!user) {
    let oidc = person['tempero:oidc'] ?? null;
    if (oidc && (await repo.userByOidc(oidc.issuer, oidc.subject))) {
      notes.push('The OpenID Connect link belongs to another account here; the new account has none.');
      oidc = null;
    }
    const passwordHash = person['tempero:passwordHash'] ?? null;
    if (!passwordHash && !oidc)
      notes.push('The archive carries no password: the new account cannot sign in with a password.');
    user = await repo.createAccount({
      email,
      passwordHash,
      firstName: person.givenName ?? '',
      lastName: person.familyName ?? null,
      profileImageUrl: person.image ?? null,
      unitSystem: person['tempero:unitSystem'] ?? 'imperial',
      language: normalizeLanguage(person['tempero:language']),
      oidcIssuer: oidc?.issuer ?? null,
      oidcSubject: oidc?.subject ?? null,
      ...(person.dateCreated ? { createdAt: person.dateCreated } : {}),
    });
  }
  return { user, createdUser };
}

/** Maps an archive reference to a recipe id here, or null when it cannot be linked. */
export type ResolveRecipe = (ref: string | undefined) => string | null;

/**
 * References: the archive's own recipes get their new ids; others (public recipes of other people)
 * are linked again when they exist here and this account may read them.
 */
export async function recipeResolver(
  repo: BackupRepo,
  archive: TArchive,
  recipeRows: RecipeToImport[],
  viewer: RecipeViewer,
): Promise<{ own: Map<string, string>; resolve: ResolveRecipe }> {
  const own = new Map(recipeRows.map((r) => [r.ref, r.newId]));
  const foreignIds = new Set<string>();
  const noteForeign = (ref: string | undefined) => {
    if (!ref || own.has(ref)) return;
    const id = RECIPE_REF.exec(ref)?.[1];
    if (id && isUuid(id)) foreignIds.add(id.toLowerCase());
  };
  archive['tempero:collections'].forEach((c) => c.hasPart.forEach((p) => noteForeign(p['@id'])));
  archive['tempero:reviews'].forEach((r) => noteForeign(r.itemReviewed['@id']));
  archive['tempero:mealPlans'].forEach((p) =>
    p['tempero:items'].forEach((i) => noteForeign(i['tempero:recipe']['@id'])),
  );
  archive['tempero:shoppingList'].forEach((s) => noteForeign(s['tempero:recipe']?.['@id']));
  const readable = await repo.readableRecipeIds(viewer, [...foreignIds]);
  const resolve: ResolveRecipe = (ref) => {
    if (!ref) return null;
    const mine = own.get(ref);
    if (mine) return mine;
    const id = RECIPE_REF.exec(ref)?.[1]?.toLowerCase();
    return id && readable.has(id) ? id : null;
  };
  return { own, resolve };
}
