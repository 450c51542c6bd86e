import { render, waitFor } from '@testing-library/react';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { QuillEditor } from './quill-editor';

const editor = (strings: typeof fr.homepage | typeof en.homepage) => (
  <QuillEditor
    initialHtml="<p>Bienvenue</p>"
    label={strings.editorLabel}
    language="fr-CA"
    headingLabel={strings.headingLabel}
    toolbarLabel={strings.formatting}
    toolLabels={strings.tools}
    headingNames={strings.headings}
    linkTooltip={strings.linkTooltip}
    onChange={() => undefined}
  />
);

describe('QuillEditor', () => {
  it('names the heading picker and the link tooltip in the page language, where Quill writes English in its CSS', async () => {
    const { container } = render(editor(fr.homepage));
    await waitFor(() => expect(container.querySelector('.ql-toolbar')).not.toBeNull());

    const items = [...container.querySelectorAll('.ql-picker-item')].map((item) => item.getAttribute('data-label'));
    expect(items).toEqual(['Titre 1', 'Titre 2', 'Titre 3', 'Normal']);
    // Each item is a button named for screen readers and axe, which do not read the CSS-drawn text.
    const names = [...container.querySelectorAll('.ql-picker-item')].map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Titre 1', 'Titre 2', 'Titre 3', 'Normal']);
    expect(container.querySelector('.ql-picker-label')).toHaveAttribute('data-label', 'Normal');

    const tooltip = container.querySelector('.ql-tooltip');
    expect(tooltip).toHaveAttribute('data-visit', 'Ouvrir le lien :');
    expect(tooltip).toHaveAttribute('data-enter', 'Saisissez le lien :');
    expect(tooltip?.querySelector('a.ql-action')).toHaveAttribute('data-edit', 'Modifier');
    expect(tooltip?.querySelector('a.ql-action')).toHaveAttribute('data-save', 'Enregistrer');
    expect(tooltip?.querySelector('a.ql-remove')).toHaveAttribute('data-remove', 'Retirer');
    expect(tooltip?.querySelector('input[type="text"]')).toHaveAttribute('aria-label', 'Adresse du lien');
  });

  it('renames itself in place when the page language changes, keeping what was typed', async () => {
    const { container, rerender } = render(editor(fr.homepage));
    await waitFor(() => expect(container.querySelector('.ql-editor')).not.toBeNull());
    const root = container.querySelector('.ql-editor');
    root?.insertAdjacentHTML('beforeend', '<p>Texte saisi</p>');

    rerender(editor(en.homepage));
    expect(container.querySelector('.ql-editor')).toBe(root);
    expect(root).toHaveTextContent('Texte saisi');
    expect(root).toHaveAttribute('aria-label', "Provider's home page");
    expect(container.querySelector('button.ql-bold')).toHaveAttribute('aria-label', 'Bold');
    expect(container.querySelector('.ql-picker-item[data-value="1"]')).toHaveAttribute('data-label', 'Heading 1');
    expect(container.querySelector('.ql-picker-item[data-value="1"]')).toHaveAttribute('aria-label', 'Heading 1');
    expect(container.querySelector('.ql-tooltip')).toHaveAttribute('data-enter', 'Enter link:');
  });
});
