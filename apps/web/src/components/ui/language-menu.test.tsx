import i18next from 'i18next';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { LanguageMenu } from './language-menu.tsx';

describe('LanguageMenu', () => {
  it('shows Galician as GL and Galego, never GA (Irish), and names it in Galician (lang gl)', async () => {
    i18next.addResourceBundle('ga', 'translation', { language: { menu: 'Idioma' } });
    await changeLanguage('ga');
    renderWithProviders(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Idioma' });
    expect(button).toHaveTextContent('GL');
    expect(button).not.toHaveTextContent('GA');
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    const galician = within(menu).getByRole('menuitem', { name: 'Galego' });
    expect(galician).toHaveAttribute('lang', 'gl');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Español', 'Català', 'Euskara', 'Galego', 'English']);
    expect(within(menu).queryByText(/^GA$/)).toBeNull();
  });

  it('shows each language by its BCP 47 tag in capitals and switches to the one chosen', async () => {
    renderWithProviders(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Idioma' });
    expect(button).toHaveTextContent('ES');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Language' })).toHaveTextContent('EN');
    expect(globalThis.localStorage.getItem('locale')).toBe('en');
  });
});
