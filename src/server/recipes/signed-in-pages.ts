import { MAX_PAGE_SIZE } from '../../shared/constants.ts';
import { isSignedInRenderedPage } from '../../shared/rendered-pages.ts';
import { presentCollection } from '../collections/collections.presenter.ts';
import { collectionsService } from '../collections/collections.service.ts';
import type { App, SpaPage } from '../http/context.ts';
import type { UserRow } from '../users/users.repository.ts';
import { presentRecipeCard } from './recipe-cards.ts';

/**
 * The favourites the web app reads as one list (entities/recipe/api/list-favorites.ts): the
 * server's largest page. A cook with more is sent none, and the browser reads them page by page.
 */
export const BOOT_FAVORITES_MAX = MAX_PAGE_SIZE;
/**
 * The collection list carries every recipe id it holds: past this size (JSON bytes) it is left
 * for the browser to read, so a large library does not weigh on every page of it.
 */
export const BOOT_COLLECTIONS_MAX_BYTES = 32 * 1024;

/**
 * The first data of the signed-in pages the server renders (Home, Favorites; issue 19): the
 * favourites and the collections their cards show, as the query cache entries the API would
 * fill (same keys, same bodies). The page is then rendered with its cards and, in the browser,
 * taken over without a request and a second render when the answers arrive.
 */
export async function signedInPageQueries(app: App, user: UserRow): Promise<NonNullable<SpaPage['queries']>> {
  const [favorites, collections] = await Promise.all([
    app.ctx.services.recipes.list(user, { sort: 'newest', page: 1, pageSize: BOOT_FAVORITES_MAX }, true),
    collectionsService(app.ctx.database.db).list(user),
  ]);
  const queries: NonNullable<SpaPage['queries']> = [];
  if (favorites.total <= BOOT_FAVORITES_MAX)
    queries.push([['/api/recipes/favorites'], favorites.rows.map(presentRecipeCard)]);
  const presented = collections.map(presentCollection);
  if (JSON.stringify(presented).length <= BOOT_COLLECTIONS_MAX_BYTES) queries.push([['/api/collections'], presented]);
  return queries;
}

export function registerSignedInPageData(app: App): void {
  app.ctx.spaPages.push(async (req, user) => {
    if (!user || !isSignedInRenderedPage(req.url.split('?')[0] ?? '')) return null;
    return { queries: await signedInPageQueries(app, user) };
  });
}
