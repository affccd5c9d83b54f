/** The link that opens the sign-up form with the invite filled in. */
export function signupInviteUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/api/login?${new URLSearchParams({ mode: 'register', invite: code })}`;
}
