import type { RuntimeConfig } from '@portal/contracts';
import { createContext, useContext } from 'react';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export const useRuntimeConfig = (): RuntimeConfig => {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigContext>');
  return config;
};
