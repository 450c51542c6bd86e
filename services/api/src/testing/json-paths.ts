export type JsonPath = (string | number)[];

/** Every node under the root of a JSON value, as paths. */
export const nodesOf = (value: unknown, at: JsonPath = []): JsonPath[] => {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...at, Array.isArray(value) ? Number(key) : key];
    return [path, ...nodesOf(child, path)];
  });
};
/** The value at `at` (undefined when there is none). */
export const valueAt = (value: unknown, at: JsonPath): unknown =>
  at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
/** A copy of `value` with `replacement` at `at`; what is not on the way is shared, not copied. */
export const withValue = (value: unknown, at: JsonPath, replacement: unknown): unknown => {
  if (at.length === 0) return replacement;
  const [key, ...rest] = at as [string | number, ...JsonPath];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key] = withValue(copy[key], rest, replacement);
  return copy;
};
