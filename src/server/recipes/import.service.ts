import { acceptableImageUrl } from '../../shared/image-url.ts';
import type { Metadata } from 'sharp';
import { normalizeLanguage } from '../../shared/constants.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '../../shared/schemas/image.ts';
import type { Chef } from '../chef/chef.ts';
import { AppError, payloadTooLarge, unsupportedMedia } from '../http/errors.ts';
import type { ImagesService } from '../images/images.service.ts';
import { loadSharp } from '../lib/sharp.ts';
import { extractWithLlm, type RecipeExtractionLlm } from '../importer/llm-extract.ts';
import { OcrError, ocrImage } from '../importer/ocr.ts';
import type { SafeFetchOptions } from '../importer/safe-fetch.ts';
import { parseRecipeText, type TextLanguage } from '../importer/text/index.ts';
import type { ImportedRecipe } from '../importer/types.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { RecipesService } from './recipes.service.ts';
import type { RecipeRow } from './recipes.repository.ts';
import { complete, keepable, toRecipeContent, UNTITLED } from './import-content.ts';
import { importMessage } from './import-messages.ts';

/**
 * Import a recipe from a URL, a photo (an upload of this user) or pasted text, and save it as the
 * user's recipe. The importer reads; this service maps what it read onto the recipe rules, and
 * refuses (422) what those rules would not keep, with the spec's texts in the user's language.
 */

/** Knobs tests may pass through buildApp({ testing: { importOptions } }); none come from env. */
export interface ImportOptions {
  /** Budget of the whole page fetch; the importer's default (10 s) otherwise. */
  fetchTimeoutMs?: number;
  /** Budget of one OCR run; the importer's default (60 s) otherwise. */
  ocrTimeoutMs?: number;
}

export interface ImportServiceDeps {
  recipes: RecipesService;
  images: ImagesService;
  /** The chef; used only when `useLlm` (config.ai set) to read text the parsers cannot. */
  chef?: Chef;
  useLlm: boolean;
  /** Test-only: lets the guarded fetch reach 127.0.0.1 (buildApp's `testing`). */
  allowLoopbackFetch: boolean;
  /** OCR_LANG_PATH (config.ocrLangPath): the OCR language data; the bundled data when unset. */
  ocrLangPath?: string;
  options?: ImportOptions;
}

// The web page importer (cheerio, undici) is loaded on the first URL import, not at start.
const urlImporter = () => import('../importer/import-from-url.ts');
const pageImages = () => import('../importer/page-image.ts');

/** Budget of each fetch of an imported page's plain-http picture (its https address, then http). */
const IMAGE_FETCH_TIMEOUT_MS = 8_000;

export type ImportService = ReturnType<typeof importService>;

export function importService(deps: ImportServiceDeps) {
  const { recipes } = deps;
  const opts = deps.options ?? {};

  /** The chef's model, as the importer's grounded LLM step; absent without config.ai. */
  function llmFor(user: UserRow): RecipeExtractionLlm | undefined {
    const chef = deps.chef;
    if (!deps.useLlm || !chef || chef.engine !== 'llm') return undefined;
    return async (request) => {
      const res = await chef.recipeFromText(
        { text: request.pageText, language: request.language },
        { unitSystem: user.unitSystem === 'metric' ? 'metric' : 'imperial' },
      );
      // The built-in fallback answered (or nothing was found): no model reading to check.
      if (res.meta.engine !== 'llm' || res.meta.fallback || !res.recipe) throw new Error('no model reading');
      return res.recipe;
    };
  }

  /**
   * Saves a reading, or answers 422 with `message` when the recipe rules would not keep it. With
   * `fetchOptions` (a page read from the web) a plain-http picture is made showable first: its
   * https address when the host serves one, else its bytes stored as the recipe's image.
   */
  async function save(
    user: UserRow,
    imported: ImportedRecipe | null,
    message: string,
    fetchOptions?: SafeFetchOptions,
  ): Promise<RecipeRow> {
    if (!imported) throw new AppError(422, 'no_recipe', message);
    const language = normalizeLanguage(imported.language ?? user.language);
    const content = toRecipeContent(imported, UNTITLED[language]);
    // Half a recipe is saved only when the rules allow it (an amount-bearing ingredient and a step).
    if (!keepable(content)) throw new AppError(422, 'incomplete_recipe', message);
    let bytes: Buffer | null = null;
    if (fetchOptions && content.imageUrl?.startsWith('http:')) {
      const { pageImageSource, safeImageFetcher } = await pageImages();
      const image = await pageImageSource(content.imageUrl, safeImageFetcher(IMAGE_MAX_BYTES, fetchOptions));
      content.imageUrl = image?.kind === 'url' ? image.url : null;
      if (image?.kind === 'bytes') bytes = image.bytes;
    }
    // Whatever the page named and was not fetched into storage: kept only if a recipe may show it.
    content.imageUrl = acceptableImageUrl(content.imageUrl);
    const created = await recipes.create(user, content, { language });
    if (!bytes) return created;
    const imageUrl = await deps.images.attachFetched(user, created.id, bytes);
    return imageUrl ? recipes.get(user, created.id) : created;
  }

  /** Parser first; the model (grounded in the same text) only when the parser found less than a recipe. */
  async function readText(
    user: UserRow,
    text: string,
    language: TextLanguage | undefined,
  ): Promise<ImportedRecipe | null> {
    const parsed = parseRecipeText(text, language);
    if (complete(parsed)) return parsed;
    const llm = llmFor(user);
    if (llm && text.trim()) {
      const hint = language ?? normalizeLanguage(parsed?.language ?? user.language);
      const { recipe } = await extractWithLlm({ pageText: text.slice(0, 30_000), url: null, language: hint }, llm);
      if (recipe) return { ...recipe, language: language ?? parsed?.language ?? recipe.language };
    }
    return parsed;
  }

  return {
    /** POST /api/recipes/import. */
    async fromUrl(user: UserRow, url: string): Promise<RecipeRow> {
      const fetchOptions: SafeFetchOptions = {
        ...(opts.fetchTimeoutMs ? { timeoutMs: opts.fetchTimeoutMs } : {}),
        ...(deps.allowLoopbackFetch ? { allowLoopbackForTests: true } : {}),
      };
      const { importFromUrl, ImportError } = await urlImporter();
      let imported: ImportedRecipe;
      try {
        imported = await importFromUrl(url, {
          fetchOptions,
          llm: llmFor(user),
          language: normalizeLanguage(user.language),
        });
      } catch (e) {
        if (e instanceof ImportError) {
          const lang = normalizeLanguage(user.language);
          // A 404 means the address is wrong ("check the URL"); a 5xx that the site is at fault.
          const siteStatus = (e.cause as { status?: unknown } | undefined)?.status;
          const key =
            e.code === 'blocked'
              ? 'urlPrivate'
              : e.code === 'unreachable' || e.code === 'timeout'
                ? 'urlUnreachable'
                : e.code === 'http_error' && typeof siteStatus === 'number' && siteStatus >= 500
                  ? 'urlSiteError'
                  : 'urlFailed';
          throw new AppError(e.httpStatus, e.code, importMessage(key, lang));
        }
        throw e;
      }
      const imageFetch: SafeFetchOptions = {
        ...(deps.allowLoopbackFetch ? { allowLoopbackForTests: true } : {}),
        timeoutMs: opts.fetchTimeoutMs ?? IMAGE_FETCH_TIMEOUT_MS,
      };
      return save(user, imported, importMessage('urlFailed', user.language), imageFetch);
    },

    /** POST /api/recipes/import-from-image: the user's own upload (purpose 'import'), read by OCR. */
    async fromImage(user: UserRow, imageUrl: string): Promise<RecipeRow> {
      let bytes: Buffer;
      try {
        ({ bytes } = await deps.images.takeUpload(user, imageUrl, 'import'));
      } catch (e) {
        // The images service names the field as its own route does (imageURL).
        if (e instanceof AppError && e.details?.field === 'imageURL') {
          throw new AppError(e.statusCode, e.code, e.message, { ...e.details, field: 'imageUrl' }, e.headers);
        }
        throw e;
      }
      await checkPixels(bytes, user);
      let text: string;
      try {
        text = await ocrImage(bytes, {
          maxInputPixels: IMAGE_MAX_PIXELS,
          ...(opts.ocrTimeoutMs ? { timeoutMs: opts.ocrTimeoutMs } : {}),
          ...(deps.ocrLangPath ? { langPath: deps.ocrLangPath } : {}),
        });
      } catch (e) {
        if (e instanceof OcrError && e.code === 'bad_image')
          throw unsupportedMedia(importMessage('photoUnreadable', user.language));
        if (e instanceof OcrError && e.code === 'timeout')
          throw new AppError(504, 'timeout', importMessage('photoTimeout', user.language));
        throw e;
      }
      return save(user, await readText(user, text, undefined), importMessage('photoNoRecipe', user.language));
    },

    /** POST /api/recipes/import-text. */
    async fromText(user: UserRow, text: string, language: TextLanguage | undefined): Promise<RecipeRow> {
      return save(user, await readText(user, text, language), importMessage('textNoRecipe', user.language));
    },
  };
}

/** The pixel cap of every image this server decodes, read from the header before OCR decodes it. */
async function checkPixels(bytes: Buffer, user: UserRow): Promise<void> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMedia(importMessage('photoUnreadable', user.language));
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw unsupportedMedia(importMessage('photoUnreadable', user.language));
  if (width * height > IMAGE_MAX_PIXELS) {
    throw payloadTooLarge(
      `The image is too large: ${width}×${height} pixels; the limit is ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
}
