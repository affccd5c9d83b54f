import type { TLanguage } from '../../shared/constants.ts';

/**
 * The server's own user-facing sentences that services throw in English (AppError messages on
 * sign-in and registration). Every other server text (login/logout pages, import, calendar,
 * images) is a `Record<TLanguage, …>` next to the code that shows it; this table is the same idea
 * keyed by the English sentence, so a new language fails to compile until it is translated here.
 */
const SERVER_MESSAGES = [
  'Invalid e-mail or password.',
  'Too many failed sign-in attempts. Please try again later.',
  'An account with this e-mail already exists.',
  'Enter a valid e-mail address',
  'Password must be at least 10 characters',
  'First name is required',
  'Unauthorized',
  'Cross-site request refused.',
  'Sign-ups are closed on this server. Ask its administrator for an account.',
  'This server takes new accounts by invitation only. Enter the invite code an administrator gave you.',
  'This invite is not valid: it may have expired or been used already.',
  'The current password is not right.',
  'This account signs in through its identity provider and has no password to change.',
  'Too many attempts to change the password. Please try again later.',
  'API tokens cannot do this; sign in to Tempero in a browser.',
  'This API token is read-only; create a read-write token to make changes.',
  'API tokens cannot change a household (invitations, joining, leaving, members or its owner); sign in to Tempero in a browser.',
] as const;
export type TServerMessage = (typeof SERVER_MESSAGES)[number];

const TRANSLATIONS: Record<Exclude<TLanguage, 'en'>, Record<TServerMessage, string>> = {
  'pt-BR': {
    'Invalid e-mail or password.': 'E-mail ou senha inválidos.',
    'Too many failed sign-in attempts. Please try again later.':
      'Muitas tentativas de login falharam. Tente novamente mais tarde.',
    'An account with this e-mail already exists.': 'Já existe uma conta com este e-mail.',
    'Enter a valid e-mail address': 'Informe um e-mail válido',
    'Password must be at least 10 characters': 'A senha deve ter pelo menos 10 caracteres',
    'First name is required': 'O nome é obrigatório',
    Unauthorized: 'Não autorizado',
    'Cross-site request refused.': 'Requisição de outro site recusada.',
    'Sign-ups are closed on this server. Ask its administrator for an account.':
      'Este servidor não aceita novos cadastros. Peça uma conta ao administrador.',
    'This server takes new accounts by invitation only. Enter the invite code an administrator gave you.':
      'Este servidor só aceita novas contas com convite. Informe o código de convite que o administrador lhe deu.',
    'This invite is not valid: it may have expired or been used already.':
      'Este convite não é válido: ele pode ter expirado ou já ter sido usado.',
    'The current password is not right.': 'A senha atual não está correta.',
    'This account signs in through its identity provider and has no password to change.':
      'Esta conta entra pelo seu provedor de identidade e não tem senha para alterar.',
    'Too many attempts to change the password. Please try again later.':
      'Muitas tentativas de alterar a senha. Tente novamente mais tarde.',
    'API tokens cannot do this; sign in to Tempero in a browser.':
      'Tokens de API não podem fazer isto; entre no Tempero em um navegador.',
    'This API token is read-only; create a read-write token to make changes.':
      'Este token de API é só de leitura; crie um token de leitura e escrita para fazer alterações.',
    'API tokens cannot change a household (invitations, joining, leaving, members or its owner); sign in to Tempero in a browser.':
      'Tokens de API não podem alterar uma casa (convites, entrar, sair, membros ou quem é o dono); entre no Tempero em um navegador.',
  },
};

function isServerMessage(message: string): message is TServerMessage {
  return (SERVER_MESSAGES as readonly string[]).includes(message);
}

export function translateMessage(message: string, lang: TLanguage): string {
  if (lang === 'en' || !isServerMessage(message)) return message;
  return TRANSLATIONS[lang][message];
}
