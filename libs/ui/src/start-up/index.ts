// Not part of the shared `@portal/ui` singleton: the shell's first stage and each remote bundle these
// few lines, without evaluating the shared library for them (ADR 045).
export * from './lazy-staged-page';
export * from './yield-to-main';
