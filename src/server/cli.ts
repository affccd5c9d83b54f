/**
 * Command-line entry: `npm run -s cli -- <command> [args]`. Each command lives in
 * src/server/cli/<command>.ts, is listed in cli/commands.ts, and exports
 * `run(args): Promise<number>` (the exit status).
 */
import module from 'node:module';

// Reuse compiled (and type-stripped) modules between runs: a command starts in a few ms instead
// of ~100 ms. The cache lives in the OS temp folder and is keyed by file content.
module.enableCompileCache?.();

async function main(argv: string[]): Promise<number> {
  const { COMMANDS } = await import('./cli/commands.ts');
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const list = Object.entries(COMMANDS)
      .map(([n, c]) => `  ${n.padEnd(14)} ${c.summary}`)
      .join('\n');
    process.stdout.write(
      `usage: tempero <command> [args]   (from a checkout: npm run -s cli -- <command> [args])\n\ncommands:\n${list}\n`,
    );
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
