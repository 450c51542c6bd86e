import { html, type SafeHtml } from './html';

export interface FieldOptions {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  /** The field's own error, announced with it. */
  error?: string;
  hint?: string;
  autofocus?: boolean;
  /** Ids of other descriptions (a form-level alert) the field refers to. */
  describedBy?: string[];
}

/** A labelled input whose hint and error are tied to it through `aria-describedby`. */
export function formField({
  id,
  label,
  type,
  autocomplete,
  value,
  error,
  hint,
  autofocus,
  describedBy = [],
}: FieldOptions): SafeHtml {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const ids = [...(error ? [errorId] : []), ...(hint ? [hintId] : []), ...describedBy];
  const text = type !== 'password';
  return html`<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}"${text ? html` autocapitalize="none" spellcheck="false"` : null} required${value && text ? html` value="${value}"` : null}${ids.length ? html` aria-describedby="${ids.join(' ')}"` : null}${error || describedBy.length ? html` aria-invalid="true"` : null}${autofocus ? html` autofocus` : null}>
${error ? html`<p id="${errorId}" class="field-error">${error}</p>` : null}${hint ? html`<p id="${hintId}" class="hint">${hint}</p>` : null}`;
}
