import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { RecipeImage } from './recipe-image.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['recipes']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const state = (container: HTMLElement) =>
  container.querySelector('[data-image-state]')!.getAttribute('data-image-state');

describe('RecipeImage', () => {
  it('is loading, then loaded', () => {
    const { container } = render(<RecipeImage src="/img/a.webp" alt="Photo of soup" />);
    expect(state(container)).toBe('loading');
    fireEvent.load(screen.getByRole('img', { name: 'Photo of soup' }));
    expect(state(container)).toBe('loaded');
  });

  it("fails to 'Image unavailable' with regenerate and manage buttons, and starts over when src changes", async () => {
    const onRegenerateImage = vi.fn();
    const onManageImage = vi.fn();
    const { container, rerender } = render(
      <RecipeImage
        src="/img/broken.webp"
        alt="Photo"
        onRegenerateImage={onRegenerateImage}
        onManageImage={onManageImage}
      />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(state(container)).toBe('failed');
    expect(screen.getByText('Image unavailable')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Manage image' }));
    expect(onRegenerateImage).toHaveBeenCalledTimes(1);
    expect(onManageImage).toHaveBeenCalledTimes(1);

    rerender(<RecipeImage src="/img/new.webp" alt="Photo" />);
    expect(state(container)).toBe('loading');
    expect(screen.getByRole('img')).toBeDefined();
  });

  it('offers to generate a missing image', async () => {
    const onGenerateImage = vi.fn();
    const { container } = render(<RecipeImage src={null} alt="Photo" onGenerateImage={onGenerateImage} />);
    expect(state(container)).toBe('missing');
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Generate image' }));
    expect(onGenerateImage).toHaveBeenCalledTimes(1);
  });

  it("shows 'Generating new image...' while regenerating", () => {
    const { container } = render(<RecipeImage src="/img/a.webp" alt="Photo" state="regenerating" />);
    expect(state(container)).toBe('regenerating');
    expect(screen.getByRole('status').textContent).toBe('Generating new image...');
  });
});
