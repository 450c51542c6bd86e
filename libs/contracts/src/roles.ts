export const Role = {
  Provider: 'Provider',
  Administrator: 'Administrator',
  ClaimsAdmin: 'ClaimsAdmin',
  SuperAdmin: 'SuperAdmin',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLES = [Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Roles that may open admin-level screens (DECISIONS: ClaimsAdmin, Administrator, SuperAdmin). */
export const ADMIN_LEVEL_ROLES: readonly Role[] = [Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin];

export const isAdminLevel = (role: Role | null | undefined): boolean => role != null && ADMIN_LEVEL_ROLES.includes(role);
