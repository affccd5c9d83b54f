/** The texts the recipe import answers with (spec section 8), in every language. */
import { normalizeLanguage, type TLanguage } from '../../shared/constants.ts';

export type MessageKey =
  | 'urlFailed'
  | 'urlUnreachable'
  | 'urlSiteError'
  | 'urlPrivate'
  | 'photoNoRecipe'
  | 'textNoRecipe'
  | 'photoUnreadable'
  | 'photoTimeout';

/** The spec's import texts (section 8) and the photo hint, in both languages. */
const MESSAGES: Record<MessageKey, Record<TLanguage, string>> = {
  urlFailed: {
    en: 'Failed to import recipe. Please check the URL and try again.',
    'pt-BR': 'Falha ao importar a receita. Verifique a URL e tente novamente.',
  },
  // The address may be right: say what happened rather than "check the URL" (issue 20).
  urlUnreachable: {
    en: 'Failed to import recipe. The site could not be reached; check your connection or try again later.',
    'pt-BR':
      'Falha ao importar a receita. Não foi possível acessar o site; verifique sua conexão ou tente novamente mais tarde.',
  },
  // Refused before any request: the server knows why, and says so (issue 35).
  urlPrivate: {
    en: 'This address is on a private network, so Tempero will not fetch it.',
    'pt-BR': 'Este endereço está em uma rede privada, então o Tempero não vai buscá-lo.',
  },
  urlSiteError: {
    en: 'Failed to import recipe. The site answered with an error; please try again later.',
    'pt-BR': 'Falha ao importar a receita. O site respondeu com um erro; tente novamente mais tarde.',
  },
  photoNoRecipe: {
    en: 'Failed to import recipe. We could not read a recipe in this photo; please try again with a clearer photo.',
    'pt-BR':
      'Falha ao importar a receita. Não conseguimos ler uma receita nesta foto; tente novamente com uma foto mais nítida.',
  },
  photoUnreadable: {
    en: 'This file could not be read as an image; please try again with a clearer photo (JPEG, PNG or WebP).',
    'pt-BR':
      'Não foi possível ler este arquivo como imagem; tente novamente com uma foto mais nítida (JPEG, PNG ou WebP).',
  },
  photoTimeout: {
    en: 'Reading the photo took too long; please try again with a clearer photo.',
    'pt-BR': 'A leitura da foto demorou demais; tente novamente com uma foto mais nítida.',
  },
  textNoRecipe: {
    en: 'Failed to import recipe. We could not find a recipe in this text; please include the ingredients and the steps.',
    'pt-BR':
      'Falha ao importar a receita. Não encontramos uma receita neste texto; inclua os ingredientes e o modo de preparo.',
  },
};

export function importMessage(key: MessageKey, language: unknown): string {
  return MESSAGES[key][normalizeLanguage(language)];
}
