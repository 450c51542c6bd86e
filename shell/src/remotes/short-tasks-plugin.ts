import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@portal/ui/start-up';

/**
 * Loading a remote in tasks of their own (ADR 045): its entry's evaluation, then its container's start
 * with the shared-module negotiation, then its exposed module. Together they were one long task.
 */
export const shortTasksPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-short-tasks',
  beforeInitContainer: async (options) => {
    await yieldToMain();
    return options;
  },
  beforeExecuteFactory: () => yieldToMain(),
});
