import type { RemoteDeclaration } from '@portal/contracts';
import { emulateWindowWidth, renderPage } from '@portal/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollapsibleFilters } from './collapsible-filters';

const remote = { namespace: 'test', routes: {}, strings: { en: {}, 'fr-CA': {} } } as unknown as RemoteDeclaration;

const show = (activeCount: number, language: 'en' | 'fr-CA' = 'en') =>
  renderPage(
    remote,
    <CollapsibleFilters activeCount={activeCount}>
      <label>
        Last Name <input />
      </label>
    </CollapsibleFilters>,
    undefined,
    language,
  );

describe('CollapsibleFilters', () => {
  it('shows the filters inline on a wide screen, with no button', async () => {
    await show(2);
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = emulateWindowWidth(390);
    });
    afterEach(() => restore());

    it('folds them behind a button naming how many are in use, which opens and closes them from the keyboard', async () => {
      const user = userEvent.setup();
      await show(2);
      const button = screen.getByRole('button', { name: 'Filters (2)' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('textbox', { name: 'Last Name' })).not.toBeInTheDocument();
      const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(region).not.toBeVisible();
      expect(region).toBeEmptyDOMElement();

      await user.tab();
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('textbox', { name: 'Last Name' })).toBeVisible();
      await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Martin');

      button.focus();
      await user.keyboard(' ');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Martin');
    });

    it('says just "Filters" when none is in use', async () => {
      await show(0);
      expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    });

    it('speaks French', async () => {
      await show(3, 'fr-CA');
      expect(screen.getByRole('button', { name: 'Filtres (3)' })).toBeInTheDocument();
    });
  });
});
