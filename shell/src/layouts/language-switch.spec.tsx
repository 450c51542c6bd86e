import { createI18n, I18nProvider } from '@portal/i18n';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from './language-switch';

describe('language switch', () => {
  beforeEach(() => window.localStorage.clear());

  it('names each button with its visible text first (WCAG 2.5.3 label in name), then the language', async () => {
    render(
      <I18nProvider i18n={await createI18n('en')}>
        <LanguageSwitch />
      </I18nProvider>,
    );
    const group = screen.getByRole('group', { name: 'Language' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['EN English', 'FR Français']);
    for (const button of buttons) {
      const visible = [...button.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
      expect(button).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${visible}\\b`)));
      expect(button).not.toHaveAttribute('aria-label');
    }
    expect(screen.getByRole('button', { name: 'FR Français' })).toHaveAttribute('lang', 'fr-CA');
  });

  it('presses the current language and switches on click', async () => {
    render(
      <I18nProvider i18n={await createI18n('en')}>
        <LanguageSwitch />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'FR Français' })).toHaveAttribute('aria-pressed', 'false');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'FR Français' })));
    expect(await screen.findByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FR Français' })).toHaveAttribute('aria-pressed', 'true');
  });
});
