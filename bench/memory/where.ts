/**
 * Where the server's resident memory is, for `bench/memory/run.ts --detail`: V8's heap spaces and
 * malloc counters read through the inspector (the server is started with `--inspect` on a given
 * port, which costs a few MB itself: compare detailed runs with detailed runs), and the process's
 * mappings from /proc/<pid>/smaps grouped by kind.
 */
import fs from 'node:fs';

const MB = 1024 * 1024;

/** Evaluates `expression` in the server (an inspector session over its WebSocket) and returns the value. */
export async function evaluate(inspectPort: number, expression: string): Promise<unknown> {
  const list = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = list[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${inspectPort}`);
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`could not open the inspector at ${url}`));
  });
  try {
    const answer = await new Promise<{ result?: { result?: { value?: unknown } }; error?: unknown }>((resolve) => {
      ws.onmessage = (m) => {
        const msg = JSON.parse(String(m.data)) as { id?: number };
        if (msg.id === 1) resolve(msg as never);
      };
      ws.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
    });
    if (!answer.result?.result) throw new Error(`inspector: ${JSON.stringify(answer.error)}`);
    return answer.result.result.value;
  } finally {
    ws.close();
  }
}

const V8_FIGURES = `JSON.stringify((() => {
  const v8 = process.getBuiltinModule('v8');
  const h = v8.getHeapStatistics();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, [s.space_used_size, s.physical_space_size]]));
  const c = v8.getHeapCodeStatistics();
  return { physical: h.total_physical_size, used: h.used_heap_size, malloced: h.malloced_memory, external: h.external_memory,
    arrayBuffers: process.memoryUsage().arrayBuffers, code: c.code_and_metadata_size + c.bytecode_and_metadata_size, spaces };
})())`;

interface Mapping {
  start: number;
  end: number;
  perms: string;
  name: string;
  rss: number;
}

function mappings(pid: number): Mapping[] {
  const out: Mapping[] = [];
  let cur: Mapping | null = null;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      cur = { start: parseInt(head[1]!, 16), end: parseInt(head[2]!, 16), perms: head[3]!, name: head[4]!, rss: 0 };
      out.push(cur);
    } else if (cur && line.startsWith('Rss:')) cur.rss = Number(/(\d+)/.exec(line)![1]) * 1024;
  }
  return out;
}

/**
 * Resident bytes by kind of mapping: files (the node binary, libraries), the brk heap (malloc's
 * main arena), PGlite's WebAssembly memory (the one mapping of 100 MB or more), malloc's thread
 * arenas (64 MB-aligned regions of 64 MB), and the other anonymous mappings (V8's heap and code
 * pages, mmapped malloc blocks, stacks).
 */
function smapsGroups(pid: number): Record<string, number> {
  const g: Record<string, number> = { file: 0, brk: 0, wasm: 0, arenas: 0, 'other anon': 0 };
  const maps = mappings(pid);
  const ARENA = 64 * MB;
  for (const m of maps) {
    if (!m.rss) continue;
    const size = m.end - m.start;
    if (m.name.startsWith('/')) g.file! += m.rss;
    else if (m.name === '[heap]') g.brk! += m.rss;
    else if (size >= 100 * MB) g.wasm! += m.rss;
    else {
      // A thread arena: its writable part and the reserved rest together fill one aligned 64 MB region.
      const regionStart = Math.floor(m.start / ARENA) * ARENA;
      const region = maps.filter((x) => x.start >= regionStart && x.end <= regionStart + ARENA && !x.name);
      const filled = region.reduce((a, x) => a + (x.end - x.start), 0);
      if (m.start === regionStart && filled === ARENA && region.some((x) => x.perms === '---p')) g.arenas! += m.rss;
      else g['other anon']! += m.rss;
    }
  }
  return g;
}

export async function detail(pid: number, inspectPort: number): Promise<string> {
  const v = JSON.parse((await evaluate(inspectPort, V8_FIGURES)) as string) as {
    physical: number;
    used: number;
    malloced: number;
    external: number;
    arrayBuffers: number;
    code: number;
    spaces: Record<string, [number, number]>;
  };
  const f = (n: number) => (n / MB).toFixed(1);
  const spaces = Object.entries(v.spaces)
    .filter(([, [, phys]]) => phys > 0)
    .map(([name, [used, phys]]) => `${name.replace(/_space$/, '')} ${f(used)}/${f(phys)}`)
    .join(', ');
  const groups = Object.entries(smapsGroups(pid))
    .map(([k, n]) => `${k} ${f(n)}`)
    .join(', ');
  return [
    `    smaps: ${groups}`,
    `    V8 heap: used ${f(v.used)} of ${f(v.physical)} resident (${spaces}); code+bytecode ${f(v.code)}; V8 malloc ${f(v.malloced)}; external ${f(v.external)}, array buffers ${f(v.arrayBuffers)}`,
  ].join('\n');
}
