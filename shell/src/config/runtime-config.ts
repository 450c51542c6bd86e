import type { RuntimeConfig } from '@portal/contracts';
import { readRuntimeConfig } from '@portal/contracts/core';

/** Remote URLs are never baked into the build: they come from `/config.json` beside the shell. */
export const loadRuntimeConfig = async (fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> => {
  const response = await fetchFn('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // The schema's rules without zod: the app's start-up carries no zod (ADR 030).
  return readRuntimeConfig(await response.json());
};
