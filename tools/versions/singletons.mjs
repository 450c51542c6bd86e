/** The workspace libraries shell and remotes share as Module Federation singletons (tools/rspack/web.config.mjs). */
export const SINGLETONS = ['contracts', 'auth', 'api-client', 'i18n', 'ui'];

const parts = (version) => version.split('.').map(Number);

/** Whether semantic version `a` is above `b` (x.y.z only, as the libraries carry). */
export const newerVersion = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};
