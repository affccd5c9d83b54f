import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../lib/i18n.ts';
import { RecipeImage } from '../../components/recipe-image.tsx';
import { CARD_IMAGE_SIZES } from '../lib/responsive-image.ts';

beforeAll(async () => {
  await i18n.loadNamespaces(['recipes']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const A = '/media/AAAAAAAAAAAAAAAAAAAAAA-2048.webp';
const B = '/media/BBBBBBBBBBBBBBBBBBBBBB-640.webp';
const state = (container: HTMLElement) =>
  container.querySelector('[data-image-state]')!.getAttribute('data-image-state');

describe('the image widget with stored renditions', () => {
  it('offers the renditions as a srcset with sizes, loads lazily and keeps its box', () => {
    render(<RecipeImage src={A} alt="Photo of soup" />);
    const img = screen.getByRole('img', { name: 'Photo of soup' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/AAAAAAAAAAAAAAAAAAAAAA-320.webp 320w, /media/AAAAAAAAAAAAAAAAAAAAAA-640.webp 640w, /media/AAAAAAAAAAAAAAAAAAAAAA-1024.webp 1024w, /media/AAAAAAAAAAAAAAAAAAAAAA-2048.webp 2048w',
    );
    expect(img.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect(img.getAttribute('src')).toBe(A);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
  });

  it('loads a priority image at once with high fetch priority', () => {
    render(<RecipeImage src={A} alt="Photo" priority width={1200} height={675} sizes="100vw" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('675');
  });

  it('maps a lower quality to a smaller rendition cap', () => {
    render(<RecipeImage src={A} alt="Photo" quality={60} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('srcset')).toBe(
      '/media/AAAAAAAAAAAAAAAAAAAAAA-320.webp 320w, /media/AAAAAAAAAAAAAAAAAAAAAA-640.webp 640w',
    );
    expect(img.getAttribute('src')).toBe('/media/AAAAAAAAAAAAAAAAAAAAAA-640.webp');
  });

  it('shows other addresses as they are, without srcset or sizes', () => {
    render(<RecipeImage src="https://cdn.example.com/soup.jpg" alt="Photo" quality={30} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/soup.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('goes loading → loaded, starts over on a new src, and a failure offers the manage button', async () => {
    const onManageImage = vi.fn();
    const { container, rerender } = render(<RecipeImage src={A} alt="Photo" onManageImage={onManageImage} />);
    expect(state(container)).toBe('loading');
    fireEvent.load(screen.getByRole('img'));
    expect(state(container)).toBe('loaded');

    rerender(<RecipeImage src={B} alt="Photo" onManageImage={onManageImage} />);
    expect(state(container)).toBe('loading');
    expect(screen.getByRole('img').getAttribute('srcset')).toBe(
      '/media/BBBBBBBBBBBBBBBBBBBBBB-320.webp 320w, /media/BBBBBBBBBBBBBBBBBBBBBB-640.webp 640w',
    );
    fireEvent.error(screen.getByRole('img'));
    expect(state(container)).toBe('failed');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Image unavailable')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Manage image' }));
    expect(onManageImage).toHaveBeenCalledTimes(1);

    rerender(<RecipeImage src={A} alt="Photo" onManageImage={onManageImage} />);
    expect(state(container)).toBe('loading');
  });
});
