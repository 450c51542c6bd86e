// A remote's styles stay in its room (ADR 054): the shell renders each remote's pages inside
// `<div data-remote="<name>">`, and every rule of the remote's CSS that is not tied to a class of its own
// (antd's page-wide `a`, `a:focus` reset, any `body`, `*`, `:root`) is scoped to that element and put in a
// cascade layer, below the shell's unlayered focus and link styles.
import postcss from 'postcss';
import { rspack } from '@rspack/core';

/** The cascade layer of a remote's element rules: any unlayered rule (the shell's) wins over them. */
export const REMOTE_DEFAULTS_LAYER = 'remote-defaults';

/** The element the shell renders each page of remote `name` in (`shell/src/remotes/remote-page.tsx`). */
export const remoteRoot = (name) => `[data-remote="${name}"]`;

const PAGE_LEVEL = /^(html|body|:root)$/i;

/** Splits `text` where `at(char)` holds outside brackets, parentheses and strings; keeps the pieces' text. */
function splitTopLevel(text, at, keepEmpty = false) {
  const pieces = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === '\\') current += char + (text[++index] ?? '');
      else {
        if (char === quote) quote = '';
        current += char;
      }
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '\\') {
      current += char + (text[++index] ?? '');
      continue;
    }
    if (depth === 0 && at(char)) {
      if (current.trim() || keepEmpty) pieces.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** A selector list's selectors. */
export const selectorsOf = (list) => splitTopLevel(list, (char) => char === ',');
/** A complex selector's compound selectors (`.a > b:hover` → `.a`, `b:hover`). */
const compoundsOf = (selector) => splitTopLevel(selector, (char) => /[\s>+~]/.test(char));

/** The arguments of each `:name(...)` at the top level of `compound`. */
function pseudoArguments(compound, names) {
  const found = [];
  const pattern = new RegExp(`:(${names.join('|')})\\(`, 'gi');
  for (const match of compound.matchAll(pattern)) {
    let depth = 1;
    let index = match.index + match[0].length;
    const start = index;
    for (; index < compound.length && depth > 0; index += 1) {
      if (compound[index] === '(') depth += 1;
      else if (compound[index] === ')') depth -= 1;
    }
    found.push(compound.slice(start, index - 1));
  }
  return found;
}

/** `compound` without its brackets' and parentheses' contents: what it says at its own level. */
const ownLevel = (compound) => {
  let depth = 0;
  let out = '';
  for (const char of compound) {
    if (char === ')' || char === ']') depth -= 1;
    if (depth === 0) out += char;
    if (char === '(' || char === '[') depth += 1;
  }
  return out;
};

/**
 * Whether `selector` can only match inside the room: one of its compounds names a class (one the shell's own
 * stylesheet does not use, `shellClasses`), matches the class attribute (`[class^="ant-"]`) or is the root;
 * `:is()`/`:where()` anchor when each of their selectors does. `a`, `a:focus`, `*`, `body`, `[disabled]`,
 * `:focus-visible`, `:not(.x) a` and `.footer a` (a class of the shell's) reach outside.
 */
export function staysInRoom(selector, { root, shellClasses = new Set() }) {
  // A minifier may drop the attribute value's quotes.
  const unquoted = root && root.replace(/["']/g, '');
  return compoundsOf(selector).some((compound) => {
    if (unquoted && compound.replace(/["']/g, '').includes(unquoted)) return true;
    const level = ownLevel(compound);
    const classes = [...level.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
    if (classes.some((name) => !shellClasses.has(name))) return true;
    if ([...compound.matchAll(/\[\s*class\s*[~|^$*]?=/g)].length) return true;
    return pseudoArguments(compound, ['is', 'where']).some((list) =>
      selectorsOf(list).every((inner) => staysInRoom(inner, { root, shellClasses })),
    );
  });
}

/** `selector` scoped to the root: `a:focus` → `:where(root) a:focus`, `body` → `:where(root)`, `html body a` → `:where(root) a`. */
export function scopeSelector(selector, root) {
  const scope = `:where(${root})`;
  const compounds = splitTopLevel(selector, (char) => /\s/.test(char));
  let first = 0;
  while (first < compounds.length && PAGE_LEVEL.test(compounds[first])) first += 1;
  const rest = compounds
    .slice(first)
    .join(' ')
    .replace(/^[>+~]\s*/, '');
  return rest ? `${scope} ${rest}` : scope;
}

const inKeyframes = (rule) => {
  for (let parent = rule.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return true;
  }
  return false;
};

/**
 * The remote's CSS with every selector that reaches outside its room scoped to `root` and moved, in its place
 * in the cascade, into the `remote-defaults` layer; rules tied to the remote's classes are left as they are.
 */
export function scopeRemoteCss(css, { root, from }) {
  const ast = postcss.parse(css, { from });
  ast.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const selectors = selectorsOf(rule.selector);
    const outside = selectors.filter((selector) => !staysInRoom(selector, { root }));
    if (!outside.length) return;
    const scoped = rule.clone({ selector: outside.map((selector) => scopeSelector(selector, root)).join(',') });
    const layer = postcss.atRule({ name: 'layer', params: REMOTE_DEFAULTS_LAYER, nodes: [scoped] });
    rule.before(layer);
    const inside = selectors.filter((selector) => staysInRoom(selector, { root }));
    if (inside.length) rule.selector = inside.join(',');
    else rule.remove();
  });
  return ast.toResult({ map: false }).css;
}

/** Rewrites each CSS file a remote's build emits, before it is minified (`scopeRemoteCss`). */
export class RemoteCssScopePlugin {
  constructor({ name }) {
    this.root = remoteRoot(name);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteCssScopePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteCssScopePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        (assets) => {
          for (const file of Object.keys(assets).filter((name) => name.endsWith('.css'))) {
            const css = compilation.getAsset(file).source.source().toString();
            const scoped = scopeRemoteCss(css, { root: this.root, from: file });
            if (scoped !== css) compilation.updateAsset(file, new rspack.sources.RawSource(scoped));
          }
        },
      );
    });
  }
}
