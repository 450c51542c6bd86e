// Not part of the shared `@portal/ui` singleton (the shell never shows a chart): each remote that
// imports `@portal/ui/dashboard` bundles it, so the shell's first load does not carry it.
export * from './bar-chart';
export * from './daily-chart';
