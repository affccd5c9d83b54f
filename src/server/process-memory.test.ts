import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { memoryReexecPlan, RUNTIME_TUNED_ENV } from './process-memory.ts';
import { STRIPPED_DIR_ENV } from './stripped-sources.ts';

const execve = () => undefined;
const proc = (over: Partial<Parameters<typeof memoryReexecPlan>[1]> = {}) => ({
  env: {} as NodeJS.ProcessEnv,
  execArgv: [] as string[],
  execPath: '/usr/bin/node',
  argv: ['/usr/bin/node', '/app/scripts/start.ts', '--flag'],
  channel: undefined,
  execve,
  ...over,
});

describe('memoryReexecPlan', () => {
  it('re-executes the entry with the young-generation cap, the malloc thresholds and the marker', () => {
    const plan = memoryReexecPlan(
      '/app/src/server/main.ts',
      proc({ execArgv: ['--enable-source-maps'], env: { PATH: '/bin' } }),
    );
    expect(plan).toEqual({
      file: '/usr/bin/node',
      args: ['/usr/bin/node', '--max-semi-space-size=16', '--enable-source-maps', '/app/src/server/main.ts', '--flag'],
      env: {
        PATH: '/bin',
        [RUNTIME_TUNED_ENV]: '1',
        MALLOC_MMAP_THRESHOLD_: '32768',
        MALLOC_TRIM_THRESHOLD_: '131072',
      },
    });
  });

  it("keeps the caller's own young-generation size and malloc settings", () => {
    const viaArgs = memoryReexecPlan('/m.ts', proc({ execArgv: ['--max-semi-space-size=64'] }));
    expect(viaArgs?.args).toEqual(['/usr/bin/node', '--max-semi-space-size=64', '/m.ts', '--flag']);
    const viaOptions = memoryReexecPlan(
      '/m.ts',
      proc({ env: { NODE_OPTIONS: '--max_heap_size=300', MALLOC_MMAP_THRESHOLD_: '65536' } }),
    );
    expect(viaOptions?.args).toEqual(['/usr/bin/node', '/m.ts', '--flag']);
    expect(viaOptions?.env.MALLOC_MMAP_THRESHOLD_).toBe('65536');
    expect(viaOptions?.env.MALLOC_TRIM_THRESHOLD_).toBe('131072');
  });

  it('serves TypeScript from the stripped-sources cache when there is one, unless Node transforms types', () => {
    const plan = memoryReexecPlan('/app/src/server/main.ts', proc(), '/cache');
    expect(plan?.args).toEqual([
      '/usr/bin/node',
      '--max-semi-space-size=16',
      `--import=${pathToFileURL(path.join(import.meta.dirname, 'stripped-sources-hook.mjs')).href}`,
      '/app/src/server/main.ts',
      '--flag',
    ]);
    expect(plan?.env[STRIPPED_DIR_ENV]).toBe('/cache');
    const transforming = memoryReexecPlan('/m.ts', proc({ execArgv: ['--experimental-transform-types'] }), '/cache');
    expect(transforming?.args.some((a) => a.startsWith('--import='))).toBe(false);
    expect(transforming?.env[STRIPPED_DIR_ENV]).toBeUndefined();
  });

  it('does nothing once re-executed, when opted out, without execve, or with an IPC channel (node --watch)', () => {
    expect(memoryReexecPlan('/m.ts', proc({ env: { [RUNTIME_TUNED_ENV]: '1' } }))).toBeNull();
    expect(memoryReexecPlan('/m.ts', proc({ env: { [RUNTIME_TUNED_ENV]: '' } }))).toBeNull();
    expect(memoryReexecPlan('/m.ts', proc({ execve: undefined }))).toBeNull();
    expect(memoryReexecPlan('/m.ts', proc({ channel: {} as NodeJS.Process['channel'] }))).toBeNull();
  });

  it.runIf(typeof process.execve === 'function')('a real re-execution keeps the pid and applies the settings', () => {
    // A child that runs the same logic on itself and reports what the re-executed process sees.
    const script = [
      `const { reexecWithMemorySettings } = await import(${JSON.stringify(path.join(import.meta.dirname, 'process-memory.ts'))});`,
      'const before = process.env.TEMPERO_RUNTIME_TUNED ? Number(process.env.PID_BEFORE) : process.pid;',
      'process.env.PID_BEFORE = String(before);',
      'reexecWithMemorySettings(process.argv[1]);',
      'console.log(JSON.stringify({ before, after: process.pid, execArgv: process.execArgv, malloc: process.env.MALLOC_MMAP_THRESHOLD_, amaro: process.moduleLoadList.includes("NativeModule internal/deps/amaro/dist/index") }));',
    ].join('\n');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-reexec-'));
    const file = path.join(dir, 'child.mjs');
    fs.writeFileSync(file, script);
    try {
      const res = spawnSync(process.execPath, [file], {
        encoding: 'utf8',
        env: { ...process.env, [RUNTIME_TUNED_ENV]: undefined, NODE_OPTIONS: '' },
      });
      expect(res.status, res.stderr).toBe(0);
      const seen = JSON.parse(res.stdout.trim().split('\n').pop()!) as {
        before: number;
        after: number;
        execArgv: string[];
        malloc: string;
        amaro: boolean;
      };
      expect(seen.after).toBe(seen.before);
      expect(seen.execArgv).toContain('--max-semi-space-size=16');
      expect(seen.malloc).toBe('32768');
      // process-memory.ts came from the stripped-sources cache: no TypeScript stripper loaded.
      expect(seen.amaro).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
