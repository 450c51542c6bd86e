// Async boundary: shared modules are negotiated with the federation runtime before any of them runs.
// A zero timeout first: the runtime's start and that negotiation are two tasks, not one (ADR 045).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
