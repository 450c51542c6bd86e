import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contracts';

export const parseRuntimeConfig = (json: unknown): RuntimeConfig => {
  const parsed = runtimeConfigSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(problems.join('; '));
};

/** Remote URLs are never baked into the build: they come from `/config.json` beside the shell. */
export const loadRuntimeConfig = async (fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> => {
  const response = await fetchFn('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
};
