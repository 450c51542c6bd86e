/**
 * Zod-free checks for what the shell validates before its first paint (ADR 030): zod stays out of the
 * app's start-up. Each check follows a schema of this library rule for rule (the specs compare them).
 */
export type Issues = string[];

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export const isOneOf = <T>(value: unknown, options: readonly T[]): value is T => (options as readonly unknown[]).includes(value);

/** What `z.string().url()` accepts and returns: a WHATWG URL, trimmed, without tabs or line breaks. */
export const urlOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return URL.canParse(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : undefined;
};

/** `path: problem`, the way the shell reports a zod issue. */
export const issueAt = (issues: Issues, path: string, problem: string): void => {
  issues.push(`${path || '(root)'}: ${problem}`);
};
