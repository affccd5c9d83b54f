import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnDemand } from './lazy-on-demand.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyOnDemand', () => {
  it('fetches the code once, whether preloaded first or rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = lazyOnDemand(load);
    preload();
    preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ana')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Component, preload } = lazyOnDemand(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    // Let the failed download settle (its promise callbacks run) before rendering.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The failed preload is forgotten: the render downloads the code again.
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Rui" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Rui')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
