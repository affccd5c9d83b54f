import type { FastifyRequest } from 'fastify';
import type { App, SpaPage } from '../http/context.ts';
import { escapeHtml, jsonForScript } from '../http/html.ts';
import type { TRecipeNutrition } from '../../shared/schemas/nutrition.ts';
import { nutritionJsonLd, nutritionOf } from './nutrition.ts';
import { presentPublicRecipe } from './recipes.presenter.ts';
import { recipesRepository, type RecipeRow } from './recipes.repository.ts';

/** The addresses of a public recipe's page (the id captured). */
export const PUBLIC_RECIPE_PATH = /^\/(?:public\/recipes?|recipes)\/([0-9a-f-]{36})\/?$/i;
/**
 * /recipes/:id is also the app's own address of a recipe (the calendar feed links there): signed
 * in, it opens the viewer's recipe in the app, so the server renders it only for visitors.
 */
export const APP_RECIPE_PATH = /^\/recipes\/([0-9a-f-]{36})\/?$/i;

function isoMinutes(minutes: number): string {
  return `PT${Math.max(0, Math.round(minutes))}M`;
}

/** An absolute address for `url`: relative ones need the configured origin (PUBLIC_URL). */
function absolute(base: string | null, url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return base ? new URL(url, base).href : new URL(url).href;
  } catch {
    return undefined;
  }
}

/** schema.org Recipe, so other recipe apps can import our public pages. */
export function recipeJsonLd(
  recipe: RecipeRow,
  pageUrl: string | null,
  authorName: string | null,
  nutrition?: TRecipeNutrition,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description ?? undefined,
    image: absolute(pageUrl, recipe.imageUrl),
    url: pageUrl ?? undefined,
    author: authorName ? { '@type': 'Person', name: authorName } : undefined,
    datePublished: recipe.createdAt.toISOString().slice(0, 10),
    prepTime: isoMinutes(recipe.prepTime),
    cookTime: isoMinutes(recipe.cookTime),
    totalTime: isoMinutes(recipe.prepTime + recipe.cookTime),
    recipeYield: String(recipe.servings),
    keywords: recipe.tags.join(', ') || undefined,
    recipeIngredient: recipe.ingredients.map((i) => [i.amount, i.name].filter(Boolean).join(' ')),
    recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text: text.replace(/\*\*?/g, '') })),
    inLanguage: recipe.language,
    nutrition: nutrition ? nutritionJsonLd(nutrition) : undefined,
  };
}

export function renderRecipeHead(
  recipe: RecipeRow,
  pageUrl: string | null,
  authorName: string | null,
  nutrition?: TRecipeNutrition,
): string {
  const e = escapeHtml;
  const description = (
    recipe.description ||
    `${recipe.title} — ${recipe.ingredients.length} ingredients, ${recipe.prepTime + recipe.cookTime} min.`
  ).slice(0, 300);
  const image = absolute(pageUrl, recipe.imageUrl);
  const tags = [
    `<title>${e(recipe.title)} · Tempero</title>`,
    `<meta name="description" content="${e(description)}">`,
    pageUrl ? `<link rel="canonical" href="${e(pageUrl)}">` : '',
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="Tempero">`,
    `<meta property="og:title" content="${e(recipe.title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    pageUrl ? `<meta property="og:url" content="${e(pageUrl)}">` : '',
    image ? `<meta property="og:image" content="${e(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(recipe.title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    image ? `<meta name="twitter:image" content="${e(image)}">` : '',
    `<script type="application/ld+json">${jsonForScript(recipeJsonLd(recipe, pageUrl, authorName, nutrition))}</script>`,
  ];
  return tags.filter(Boolean).join('\n');
}

/**
 * A public recipe's page (/public/recipe/:id, /public/recipes/:id, /recipes/:id): its head tags
 * for link previews and other recipe apps, the recipe as GET /api/public/recipes/:id answers it
 * (the page's first render needs no request), and rendered on the server.
 */
export function registerPublicRecipeHead(app: App): void {
  const read = async (id: string, path: string): Promise<Pick<SpaPage, 'head' | 'queries'> | null> => {
    const found = await recipesRepository(app.ctx.database.db).findPublicWithAuthor(id);
    if (!found) return null;
    // Absolute addresses only from the configured origin: the Host header is the client's to choose.
    const base = app.ctx.config.publicUrl ?? null;
    const recipe = presentPublicRecipe(found.recipe, found.authorName);
    return {
      head: async () =>
        renderRecipeHead(
          found.recipe,
          base ? `${base}${path}` : null,
          found.authorName,
          await nutritionOf(found.recipe),
        ),
      queries: [[['/api/public/recipes', recipe.id], recipe]],
    };
  };
  app.ctx.spaPages.push(async (req: FastifyRequest, user) => {
    const path = req.url.split('?')[0] ?? '';
    const match = PUBLIC_RECIPE_PATH.exec(path);
    if (!match || (user && APP_RECIPE_PATH.test(path))) return null;
    const id = match[1]!.toLowerCase();
    if (!user) {
      // Signed-out visitors are sent a kept page when the row is unchanged: only its version is
      // read here (a hash of the whole row and the author's name, computed by the database).
      const version = await recipesRepository(app.ctx.database.db).publicVersion(id);
      return version ? { render: true, version, complete: () => read(id, path) } : null;
    }
    const page = await read(id, path);
    return page && { ...page, render: true };
  });
}
