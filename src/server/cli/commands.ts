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
    summary: "write one account's data as a JSON-LD backup: --user EMAIL [--out FILE]",
    load: () => import('./export.ts'),
  },
  'import-from': {
    summary:
      "import another app's export (mealie, tandoor, paprika, recipesage, nextcloud, jsonld, text): FORMAT FILE --user EMAIL",
    load: () => import('./import-from.ts'),
  },
  import: {
    summary: 'read a backup into a new account, or an existing one with --merge: FILE [--user EMAIL]',
    load: () => import('./import.ts'),
  },
};
