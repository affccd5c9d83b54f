import { decodeHtmlBody } from './html/decode.ts';
import { parseRecipeHtml } from './html/index.ts';
import { pageText } from './html/page-text.ts';
import { extractWithLlm, type RecipeExtractionLlm } from './llm-extract.ts';
import {
  SAFE_FETCH_USER_MESSAGE,
  SafeFetchError,
  safeFetch,
  type SafeFetchOptions,
  type SafeFetchResult,
} from './safe-fetch.ts';
import { parseRecipeText } from './text/index.ts';
import type { ImportedRecipe } from './types.ts';

/**
 * Import a recipe from a user's URL: guarded fetch -> content type -> recipe markup -> plain-text
 * reading of the page -> (optionally) a grounded LLM reading. The route only validates the body,
 * calls this and maps `ImportError.httpStatus`.
 */

export type ImportErrorCode =
  | 'bad_url'
  | 'blocked'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'http_error'
  | 'not_html'
  | 'bot_challenge'
  | 'no_recipe';

const HTTP_STATUS: Record<ImportErrorCode, number> = {
  bad_url: 400,
  blocked: 400,
  unreachable: 502,
  timeout: 504,
  too_large: 413,
  http_error: 502,
  not_html: 422,
  bot_challenge: 422,
  no_recipe: 422,
};

export class ImportError extends Error {
  readonly code: ImportErrorCode;
  /** The status the HTTP route should answer with. */
  readonly httpStatus: number;
  /** The one text users see (the spec's import toast); details stay in logs. */
  readonly userMessage: string = SAFE_FETCH_USER_MESSAGE;

  constructor(code: ImportErrorCode, detail: string, options?: { cause?: unknown }) {
    super(`${code}: ${detail}`, options);
    this.name = 'ImportError';
    this.code = code;
    this.httpStatus = HTTP_STATUS[code];
  }
}

export interface ImportDeps {
  /** The fetcher; tests inject one. Defaults to the guarded `safeFetch`. */
  fetch?: (url: string, opts: SafeFetchOptions) => Promise<SafeFetchResult>;
  /** Extra fetch options (tests: `allowLoopbackForTests`, a resolver). */
  fetchOptions?: SafeFetchOptions;
  /** An LLM to read pages the parsers cannot; its answer must pass the grounding check. */
  llm?: RecipeExtractionLlm;
  /** The user's language, passed to the LLM. */
  language?: 'en' | 'pt-BR';
}

function fromFetchError(e: SafeFetchError): ImportError {
  switch (e.code) {
    case 'bad_url':
      return new ImportError('bad_url', e.message, { cause: e });
    case 'blocked':
      return new ImportError('blocked', e.message, { cause: e });
    case 'dns_failed':
    case 'network':
    case 'too_many_redirects':
      return new ImportError('unreachable', e.message, { cause: e });
    case 'timeout':
      return new ImportError('timeout', e.message, { cause: e });
    case 'too_large':
      return new ImportError('too_large', e.message, { cause: e });
    case 'http_error':
      return new ImportError('http_error', e.message, { cause: e });
    case 'not_html':
    case 'not_image':
      return new ImportError('not_html', e.message, { cause: e });
    case 'bot_challenge':
      return new ImportError('bot_challenge', e.message, { cause: e });
    default: {
      const never: never = e.code;
      return new ImportError('unreachable', String(never), { cause: e });
    }
  }
}

const complete = (r: ImportedRecipe | null): boolean =>
  r !== null && r.ingredients.length > 0 && r.instructions.length > 0;

/** Reads the recipe in an already fetched page (also used for uploaded HTML). */
export async function importFromHtml(
  html: string,
  url: string,
  deps: Pick<ImportDeps, 'llm' | 'language'> = {},
): Promise<ImportedRecipe> {
  const fromMarkup = parseRecipeHtml(html, url);
  if (fromMarkup && complete(fromMarkup)) return fromMarkup;
  const text = pageText(html);
  const fromText = parseRecipeText(text, deps.language);
  if (deps.llm && text.length > 0) {
    const { recipe } = await extractWithLlm(
      { pageText: text.slice(0, 30_000), url, language: deps.language ?? 'en' },
      deps.llm,
    );
    if (recipe) {
      // Keep what the markup knew for sure (picture, times, servings) beside the model's reading.
      return {
        ...recipe,
        imageUrl: fromMarkup?.imageUrl ?? null,
        prepTime: recipe.prepTime ?? fromMarkup?.prepTime ?? null,
        cookTime: recipe.cookTime ?? fromMarkup?.cookTime ?? null,
        totalTime: recipe.totalTime ?? fromMarkup?.totalTime ?? null,
        servings: recipe.servings ?? fromMarkup?.servings ?? null,
        sourceUrl: url,
      };
    }
  }
  const best = [fromMarkup, fromText]
    .filter((r): r is ImportedRecipe => r !== null && r.ingredients.length + r.instructions.length > 0)
    .sort(
      (a, b) =>
        Number(complete(b)) - Number(complete(a)) ||
        b.ingredients.length + b.instructions.length - (a.ingredients.length + a.instructions.length),
    )[0];
  // Half a recipe (only ingredients, or only steps) is still worth editing; nothing at all is not.
  if (!best) throw new ImportError('no_recipe', `no recipe found at ${url}`);
  return { ...best, sourceUrl: best.sourceUrl ?? url, imageUrl: best.imageUrl ?? fromMarkup?.imageUrl ?? null };
}

export async function importFromUrl(url: string, deps: ImportDeps = {}): Promise<ImportedRecipe> {
  const fetcher = deps.fetch ?? safeFetch;
  let res: SafeFetchResult;
  try {
    res = await fetcher(url, { ...deps.fetchOptions, expect: 'text' });
  } catch (e) {
    if (e instanceof SafeFetchError) throw fromFetchError(e);
    throw new ImportError('unreachable', e instanceof Error ? e.message : String(e), { cause: e });
  }
  if (res.contentType === 'text/plain') {
    const recipe = parseRecipeText(decodeHtmlBody(res.body, res.charset ?? 'utf-8'), deps.language);
    if (!recipe) throw new ImportError('no_recipe', `no recipe in the text at ${res.url}`);
    return { ...recipe, sourceUrl: res.url };
  }
  const html = decodeHtmlBody(res.body, res.charset);
  const recipe = await importFromHtml(html, res.url, deps);
  return { ...recipe, sourceUrl: recipe.sourceUrl ?? res.url };
}
