// Async boundary: shared modules are negotiated with the federation runtime before any of them runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
