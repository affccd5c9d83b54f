import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineCommand, fail, parseCommandArgs, usageError } from './command.ts';

const SPEC = defineCommand({
  name: 'demo',
  usage: 'usage: demo --user EMAIL FILE\n',
  options: { user: { type: 'string' }, merge: { type: 'boolean' } },
  allowPositionals: true,
});

let out = '';
let err = '';
beforeEach(() => {
  out = err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
});
afterEach(() => vi.restoreAllMocks());

describe('the commands’ shared argument handling', () => {
  it('parses the options and positionals with their types', () => {
    const parsed = parseCommandArgs(SPEC, ['--user', 'a@b.c', '--merge', 'in.json']);
    if (typeof parsed === 'number') throw new Error(`exit ${parsed}`);
    expect(parsed.values).toEqual({ user: 'a@b.c', merge: true });
    expect(parsed.positionals).toEqual(['in.json']);
    expectTypeOf(parsed.values.user).toEqualTypeOf<string | undefined>();
    expectTypeOf(parsed.values.merge).toEqualTypeOf<boolean | undefined>();
    expect(out + err).toBe('');
  });

  it('an unknown option exits 2 with the reason and the usage on stderr', () => {
    expect(parseCommandArgs(SPEC, ['--nope'])).toBe(2);
    expect(err).toMatch(/^demo: Unknown option '--nope'.*\nusage: demo --user EMAIL FILE\n$/s);
    expect(out).toBe('');
  });

  it('--help and -h print the usage on stdout and exit 0', () => {
    expect(parseCommandArgs(SPEC, ['--help'])).toBe(0);
    expect(parseCommandArgs(SPEC, ['-h'])).toBe(0);
    expect(out).toBe(SPEC.usage.repeat(2));
    expect(err).toBe('');
  });

  it('usageOnStderr: help goes to stderr and an argument error is not followed by the usage', () => {
    const quiet = { ...SPEC, usageOnStderr: true };
    expect(parseCommandArgs(quiet, ['--help'])).toBe(0);
    expect(err).toBe(SPEC.usage);
    err = '';
    expect(parseCommandArgs(quiet, ['--nope'])).toBe(2);
    expect(err).toMatch(/^demo: Unknown option '--nope'.*\n$/s);
    expect(err).not.toContain('usage');
    expect(out).toBe('');
  });

  it('usageError exits 2 with the reason then the usage; fail exits 1 (or the status given) with one line', () => {
    expect(usageError(SPEC, 'give exactly one FILE')).toBe(2);
    expect(err).toBe('demo: give exactly one FILE\nusage: demo --user EMAIL FILE\n');
    err = '';
    expect(fail('demo', 'cannot read x.json: ENOENT')).toBe(1);
    expect(fail('demo', 'partly done', 3)).toBe(3);
    expect(err).toBe('demo: cannot read x.json: ENOENT\ndemo: partly done\n');
  });
});
