import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseMemoryWhenIdle } from './idle-memory.ts';

function fakeProcess() {
  let cpu = 0;
  let collections = 0;
  const release = releaseMemoryWhenIdle({
    everyMs: 60_000,
    workMs: 300,
    idleMs: 25,
    cpuMs: () => cpu,
    collect: () => void collections++,
  });
  return {
    work: (ms: number) => void (cpu += ms),
    check: () => release.check(),
    collections: () => collections,
    stop: () => release.stop(),
  };
}

describe('releaseMemoryWhenIdle', () => {
  it('collects once when the process falls idle after work, not during it nor while it stays idle', () => {
    const p = fakeProcess();
    p.work(400);
    expect(p.check()).toBe(false); // busy period
    p.work(5);
    expect(p.check()).toBe(true); // idle after work
    for (let i = 0; i < 5; i++) {
      p.work(3);
      expect(p.check()).toBe(false); // still idle: nothing new to give back
    }
    expect(p.collections()).toBe(1);
    p.stop();
  });

  it('waits for enough work since the last collection', () => {
    const p = fakeProcess();
    p.work(100);
    p.check();
    p.work(10);
    expect(p.check()).toBe(false); // idle, but only 110 ms of work
    p.work(250);
    p.check();
    p.work(0);
    expect(p.check()).toBe(true);
    p.stop();
  });

  it('the real collection shrinks a grown young generation', () => {
    const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size;
    // Short-lived garbage in bulk grows the young generation (nothing is kept).
    const grow = () => {
      let keep: unknown[] = [];
      for (let i = 0; i < 2e6; i++) {
        keep.push({ i, s: `x${i}` });
        if (keep.length > 1e5) keep = [];
      }
      return keep.length;
    };
    grow();
    const grown = newSpace();
    let cpu = 0;
    const release = releaseMemoryWhenIdle({ everyMs: 60_000, cpuMs: () => cpu });
    cpu += 1000;
    release.check();
    expect(release.check()).toBe(true);
    release.stop();
    expect(newSpace()).toBeLessThan(grown);
  });
});
