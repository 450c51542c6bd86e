// @swc/jest, except that `import.meta.hot` (HMR probes in react-router 8's ESM build) becomes
// `undefined`: a file mentioning import.meta cannot be compiled to CommonJS for Jest.
const { createTransformer } = require('@swc/jest');

module.exports = {
  createTransformer(swcOptions) {
    const swc = createTransformer(swcOptions);
    const strip = (source) => source.replace(/import\.meta\.hot/g, 'undefined');
    return {
      ...swc,
      process: (source, path, options) => swc.process(strip(source), path, options),
      processAsync: (source, path, options) => swc.processAsync(strip(source), path, options),
      getCacheKey: (source, path, options) => swc.getCacheKey(strip(source), path, options),
    };
  },
};
