const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname } = require('node:path');

/**
 * jsdom matches every rule of every stylesheet through nwsapi on each getComputedStyle. nwsapi keeps its compiled
 * selectors in a least-recently-used cache of 1,000, and antd's styles pass 1,100 rules once a dialog and a form
 * are on screen: each call then recompiles every selector (a plan dialog's test took 45 s, a role query 2 s).
 * Loaded here with room for 20,000, before jsdom requires it.
 */
const loadNwsapiWithLargerCache = () => {
  const path = require.resolve('nwsapi', { paths: [dirname(require.resolve('jsdom'))] });
  const source = readFileSync(path, 'utf8');
  const limit = 'CACHE_LIMIT = 1000,';
  if (!source.includes(limit)) throw new Error(`nwsapi no longer declares "${limit}": review ${__filename}`);
  const loaded = new Module(path, module);
  loaded.filename = path;
  loaded.paths = Module._nodeModulePaths(dirname(path));
  loaded._compile(source.replace(limit, 'CACHE_LIMIT = 20000,'), path);
  loaded.loaded = true;
  require.cache[path] = loaded;
};
loadNwsapiWithLargerCache();

// jsdom has no fetch; hand the page Node's (with Node's AbortController, which Node's Request insists on).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomFetchEnvironment;
