import type { TLanguage } from '../../shared/constants.ts';

/** Portuguese for the server's own user-facing sentences (sign-in page, server-rendered pages). */
const PT: Record<string, string> = {
  'Invalid e-mail or password.': 'E-mail ou senha inválidos.',
  'Too many failed sign-in attempts. Please try again later.': 'Muitas tentativas de login falharam. Tente novamente mais tarde.',
  'An account with this e-mail already exists.': 'Já existe uma conta com este e-mail.',
  'Enter a valid e-mail address': 'Informe um e-mail válido',
  'Password must be at least 10 characters': 'A senha deve ter pelo menos 10 caracteres',
  'First name is required': 'O nome é obrigatório',
  'Unauthorized': 'Não autorizado',
  'Cross-site request refused.': 'Requisição de outro site recusada.',
};

export function translateMessage(message: string, lang: TLanguage): string {
  return lang === 'pt-BR' ? (PT[message] ?? message) : message;
}
