import { Suspense, type ReactElement } from 'react';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { renderWithProviders } from '../../../test-utils.tsx';

/** Renders with providers, a Suspense boundary for the lazily loaded namespaces, and the toasts. */
export function renderUi(ui: ReactElement, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Suspense fallback={null}>
      {ui}
      <ToastHost />
    </Suspense>,
    options,
  );
}

export function buildCollection(overrides: Partial<TCollection> = {}): TCollection {
  return {
    id: 'c1',
    name: 'Weeknight',
    description: null,
    color: '#ef4444',
    icon: 'FolderOpen',
    recipeCount: 0,
    recipeIds: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
