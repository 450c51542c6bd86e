import { configureStore } from '@reduxjs/toolkit';
import { portalApi } from './portal-api';

/** The shell owns the one store; tests build their own. */
export const createPortalStore = () =>
  configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(portalApi.middleware),
  });

export type PortalStore = ReturnType<typeof createPortalStore>;
