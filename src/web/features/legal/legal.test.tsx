import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import PrivacyPage from './privacy-page.tsx';
import TermsPage from './terms-page.tsx';
import { Suspense } from 'react';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function renderPage(page: 'terms' | 'privacy') {
  return renderWithProviders(
    <Suspense fallback={null}>{page === 'terms' ? <TermsPage /> : <PrivacyPage />}</Suspense>,
    {
      path: `/${page}`,
    },
  );
}

const PRIVACY_FACTS = {
  en: [
    /Analytics are anonymised after 24 months/,
    /Logs are kept for 12 months/,
    /not for children under 13/,
    /Deleting an account removes the profile, recipes, favorites and shopping lists/,
    /The creator of a shared recipe is responsible for its content/,
  ],
  'pt-BR': [
    /anonimizados após 24 meses/,
    /logs são mantidos por 12 meses/,
    /não é destinado a crianças menores de 13 anos/,
    /exclusão de uma conta remove o perfil, as receitas, os favoritos e as listas de compras/,
    /criador de uma receita compartilhada é responsável pelo seu conteúdo/,
  ],
} as const;

describe('legal pages', () => {
  it.each(['en', 'pt-BR'] as const)('privacy states the five facts of the spec (%s)', async (lng) => {
    await i18n.changeLanguage(lng);
    renderPage('privacy');
    await screen.findByRole('heading', { level: 1 });
    const text = document.body.textContent ?? '';
    for (const fact of PRIVACY_FACTS[lng]) expect(text).toMatch(fact);
  });

  it('terms and privacy have a back link to / and titled sections', async () => {
    renderPage('terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(8);
    expect(document.title).toBe('Terms of Service · Tempero');
  });
});
