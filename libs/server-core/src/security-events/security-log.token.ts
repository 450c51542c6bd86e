/** Nest injection token of the process's `SecurityLog`. */
export const SECURITY_LOG = Symbol('SECURITY_LOG');
