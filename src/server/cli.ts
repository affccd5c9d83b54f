/**
 * Command-line entry: `npm run -s cli -- <command> [args]`. Each command lives in
 * src/server/cli/<command>.ts and exports `run(args): Promise<number>` (the exit status).
 */
import { COMMANDS } from './cli/commands.ts';

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`usage: npm run -s cli -- <command> [args]\n\ncommands:\n${Object.entries(COMMANDS)
      .map(([n, c]) => `  ${n.padEnd(14)} ${c.summary}`)
      .join('\n')}\n`);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`unknown command "${name}" (try --help)\n`);
    return 2;
  }
  const mod = await command.load();
  return mod.run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
