/** An item with an English `field` and, maybe, its French twin `${field}Fr` (ADR 029). */
export type Localizable<K extends string> = Readonly<Record<K, string> & Partial<Record<`${K}Fr`, string | null>>>;

/** The item's French `field` when the language is French and one is stored, else the English. */
export const localized = <K extends string>(item: Localizable<K>, field: K, language: string): string => {
  const french = language.startsWith('fr') ? (item as Partial<Record<string, string | null>>)[`${field}Fr`] : null;
  return french || item[field];
};
