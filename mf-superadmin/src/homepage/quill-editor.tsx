import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import './quill-editor.css';
import { useEffect, useRef } from 'react';

interface QuillEditorProps {
  /** The HTML the editor starts with; remount (a new `key`) to load another. */
  readonly initialHtml: string;
  readonly label: string;
  /** The text's language, which may not be the page's (the English home page on a French screen). */
  readonly language: string;
  /** The accessible name of the heading-level picker (Quill gives it none). */
  readonly headingLabel: string;
  /** The toolbar's name. */
  readonly toolbarLabel: string;
  /** The buttons' names, by the English format name Quill gives them (`bold`, `list: ordered`). */
  readonly toolLabels: Readonly<Record<string, string>>;
  /** The heading picker's items, by heading level (`normal`: none), which Quill writes in English in its CSS. */
  readonly headingNames: Readonly<Record<string, string>>;
  /** The link tooltip's words (Quill's CSS writes them in English) and its address field's name. */
  readonly linkTooltip: LinkTooltipTexts;
  readonly onChange: (html: string) => void;
}

export interface LinkTooltipTexts {
  readonly visit: string;
  readonly enter: string;
  readonly address: string;
  readonly edit: string;
  readonly remove: string;
  readonly save: string;
}

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  ['clean'],
];

/**
 * Quill in React's StrictMode: each effect run builds the editor in a fresh child element and the
 * cleanup removes it, so the double mount of development never leaves two toolbars. The names are set
 * apart: a language switch renames the editor in place and keeps what was typed.
 */
export function QuillEditor({
  initialHtml,
  label,
  language,
  headingLabel,
  toolbarLabel,
  toolLabels,
  headingNames,
  linkTooltip,
  onChange,
}: QuillEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const initial = useRef(initialHtml);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const container = element.appendChild(document.createElement('div'));
    const editor = new Quill(container, { theme: 'snow', modules: { toolbar: TOOLBAR } });
    editor.clipboard.dangerouslyPasteHTML(initial.current, 'silent');
    editor.root.setAttribute('role', 'textbox');
    editor.root.setAttribute('aria-multiline', 'true');
    element.querySelector('.ql-toolbar')?.setAttribute('role', 'toolbar');
    // Quill names its buttons by format (`bold`, `list: ordered`): kept as the key of their translated names.
    element.querySelectorAll<HTMLElement>('.ql-toolbar button[aria-label]').forEach((button) => {
      button.dataset['tool'] = button.getAttribute('aria-label') ?? '';
    });
    // Quill's placeholder for a link is its own site's address.
    element.querySelector('.ql-tooltip input[type="text"]')?.setAttribute('data-link', 'https://');
    const listener = () => changed.current(editor.getSemanticHTML());
    editor.on('text-change', listener);
    return () => {
      editor.off('text-change', listener);
      element.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.querySelector('.ql-editor');
    root?.setAttribute('aria-label', label);
    root?.setAttribute('lang', language);
    element.querySelector('.ql-toolbar')?.setAttribute('aria-label', toolbarLabel);
    element.querySelectorAll('.ql-picker-label').forEach((picker) => picker.setAttribute('aria-label', headingLabel));
    element.querySelectorAll<HTMLElement>('.ql-toolbar button[data-tool]').forEach((button) => {
      const name = toolLabels[button.dataset['tool'] ?? ''];
      if (name) button.setAttribute('aria-label', name);
    });
    // Quill's CSS shows `data-label` in place of its English names; the picker's label copies its item's on each change.
    // Text drawn by CSS names nothing for axe: each item (a role="button") is named by `aria-label` too.
    element.querySelectorAll('.ql-picker-item, .ql-picker-label').forEach((item) => {
      const name = headingNames[item.getAttribute('data-value') ?? 'normal'] ?? '';
      item.setAttribute('data-label', name);
      if (item.classList.contains('ql-picker-item')) item.setAttribute('aria-label', name);
    });
    const tooltip = element.querySelector('.ql-tooltip');
    tooltip?.setAttribute('data-visit', linkTooltip.visit);
    tooltip?.setAttribute('data-enter', linkTooltip.enter);
    tooltip?.querySelector('a.ql-action')?.setAttribute('data-edit', linkTooltip.edit);
    tooltip?.querySelector('a.ql-action')?.setAttribute('data-save', linkTooltip.save);
    tooltip?.querySelector('a.ql-remove')?.setAttribute('data-remove', linkTooltip.remove);
    tooltip?.querySelector('input[type="text"]')?.setAttribute('aria-label', linkTooltip.address);
  }, [label, language, headingLabel, toolbarLabel, toolLabels, headingNames, linkTooltip]);

  return <div ref={host} className="homepage-editor" />;
}
