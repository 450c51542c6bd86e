import Quill from 'quill';
import 'quill/dist/quill.snow.css';
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
  readonly onChange: (html: string) => void;
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
 * cleanup removes it, so the double mount of development never leaves two toolbars.
 */
export function QuillEditor({
  initialHtml,
  label,
  language,
  headingLabel,
  toolbarLabel,
  toolLabels,
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
    editor.root.setAttribute('aria-label', label);
    editor.root.setAttribute('lang', language);
    const toolbar = element.querySelector('.ql-toolbar');
    toolbar?.setAttribute('role', 'toolbar');
    toolbar?.setAttribute('aria-label', toolbarLabel);
    element.querySelectorAll('.ql-picker-label').forEach((picker) => picker.setAttribute('aria-label', headingLabel));
    element.querySelectorAll('.ql-toolbar button[aria-label]').forEach((button) => {
      const name = toolLabels[button.getAttribute('aria-label') ?? ''];
      if (name) button.setAttribute('aria-label', name);
    });
    const listener = () => changed.current(editor.getSemanticHTML());
    editor.on('text-change', listener);
    return () => {
      editor.off('text-change', listener);
      element.replaceChildren();
    };
  }, [label, language, headingLabel, toolbarLabel, toolLabels]);

  return <div ref={host} className="homepage-editor" />;
}
