import { SetMetadata } from '@nestjs/common';
import type { Role } from '@portal/contracts';

export const ROLES_KEY = 'portal:roles';

/** The roles allowed on a route or controller; a route without it (or `@Public`) is refused. */
export const Roles = (...roles: [Role, ...Role[]]) => SetMetadata(ROLES_KEY, roles);
