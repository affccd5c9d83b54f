/** The CLI's commands. Add one line per command; each module is loaded only when it runs. */
export interface CliCommand {
  summary: string;
  load: () => Promise<{ run: (args: string[]) => Promise<number> }>;
}

export const COMMANDS: Record<string, CliCommand> = {
  'import-html': {
    summary: 'read a saved recipe page (FILE, or stdin) and print the recipe as JSON; --url gives its address',
    load: () => import('./import-html.ts'),
  },
  export: {
    summary:
      "write one account's data as a JSON-LD backup: --user EMAIL [--out FILE], or every account: --all --out DIR",
    load: () => import('./export.ts'),
  },
  'import-from': {
    summary:
      "import another app's export (mealie, tandoor, paprika, recipesage, nextcloud, jsonld, text): FORMAT FILE --user EMAIL",
    load: () => import('./import-from.ts'),
  },
  'create-user': {
    summary:
      'create a local account whatever SIGNUPS says: --email EMAIL --first-name NAME [--admin] [--password-stdin]',
    load: () => import('./create-user.ts'),
  },
  'reset-password': {
    summary: 'set a new password and end every session of the account: --email EMAIL [--password-stdin]',
    load: () => import('./reset-password.ts'),
  },
  invite: {
    summary: 'make a sign-up invite for SIGNUPS=invite and print its link: [--days N] [--note TEXT] | --list',
    load: () => import('./invite.ts'),
  },
  import: {
    summary: 'read a backup into a new account, or an existing one with --merge: FILE [--user EMAIL]',
    load: () => import('./import.ts'),
  },
};
