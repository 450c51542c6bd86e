import type { Role } from '@portal/contracts';
import { isAdminLevel } from '@portal/contracts/core';

export const MAINTENANCE_PATH = '/maintenance';
const BYPASS_KEY = 'portal.maintenance-bypass';

/**
 * Spec §4: during maintenance only admin-level users and URLs carrying the admin marker (`?admin`) get
 * through. The marker is remembered for the tab, so it survives the sign-in round trip.
 */
export const passesMaintenance = (search: string, role: Role | null, storage: Storage = sessionStorage): boolean => {
  if (new URLSearchParams(search).has('admin')) storage.setItem(BYPASS_KEY, '1');
  return isAdminLevel(role) || storage.getItem(BYPASS_KEY) === '1';
};
