/** The importer's public surface: what routes and other modules use. */
export { importFromHtml, importFromUrl, ImportError, type ImportDeps, type ImportErrorCode } from './import-from-url.ts';
export { parseRecipeHtml } from './html/index.ts';
export { decodeHtmlBody } from './html/decode.ts';
export { pageText } from './html/page-text.ts';
export { parseRecipeText, type TextLanguage } from './text/index.ts';
export { ocrImage, shutdownOcr, preprocessForOcr, OcrError, type OcrOptions } from './ocr.ts';
export {
  safeFetch,
  parsePublicUrl,
  SafeFetchError,
  SAFE_FETCH_USER_MESSAGE,
  type SafeFetchOptions,
  type SafeFetchResult,
  type SafeFetchErrorCode,
  type Resolver,
} from './safe-fetch.ts';
export { checkAddress, type AddressPolicy } from './address-policy.ts';
export {
  checkGrounding,
  extractWithLlm,
  ZLlmRecipe,
  type RecipeExtractionLlm,
  type RecipeExtractionRequest,
  type GroundingReport,
} from './llm-extract.ts';
export { splitIngredientLine } from './ingredient-line.ts';
export { parseDurationMinutes, parseServings } from './values.ts';
export { toCliJson, toRecipeContent } from './present.ts';
export type { ImportedRecipe, ImportedIngredient, ImportSource } from './types.ts';
export { pageImageSource, safeImageFetcher, type FetchImage, type PageImageSource } from './page-image.ts';
