import { z } from 'zod';

/** A remote's or the shell's strings: nested objects and lists whose leaves are strings. */
export type StringTree = string | readonly StringTree[] | { readonly [key: string]: StringTree };

/** The same keys as `T` (the English reference), every leaf a string: what a translation must provide. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : { readonly [K in keyof T]: Translation<T[K]> };

export const stringTreeSchema: z.ZodType<StringTree> = z.lazy(() =>
  z.union([z.string(), z.array(stringTreeSchema), z.record(z.string(), stringTreeSchema)]),
);

/** Every key path of a string tree (`titles.home`, `faq.items.0.q`), for completeness checks. */
export const keyPaths = (tree: StringTree, prefix = ''): string[] => {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value as StringTree, prefix ? `${prefix}.${key}` : key));
};

/** Whether `key` (dot path) names a string in `tree`. */
export const hasString = (tree: StringTree, key: string): boolean => {
  const leaf = key
    .split('.')
    .reduce<StringTree | undefined>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, StringTree>)[part] : undefined),
      tree,
    );
  return typeof leaf === 'string';
};
