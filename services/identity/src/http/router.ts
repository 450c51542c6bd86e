import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RouteContext {
  /** The path's `:name` segments. */
  params: Record<string, string>;
  /** The posted form, already checked by the request handler; empty for a GET. */
  form: URLSearchParams;
  /** The id this request's security events and response carry. */
  requestId: string;
  /** The caller's address (http/client-ip.ts). */
  ip: string;
}

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, context: RouteContext) => Promise<void>;

export interface Route {
  method: 'GET' | 'POST';
  /** A path such as `/interaction/:uid/login`; each `:name` matches one URL-safe segment. */
  path: string;
  handler: RouteHandler;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
}

function compile(route: Route): CompiledRoute {
  const source = route.path.replace(/:(\w+)/g, (_, name: string) => `(?<${name}>[\\w-]+)`);
  return { ...route, pattern: new RegExp(`^${source}$`) };
}

/** Finds the route for a request; `undefined` lets the request fall through to oidc-provider. */
export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map(compile);
  return (method: string | undefined, pathname: string) => {
    for (const route of compiled) {
      const match = route.method === method ? route.pattern.exec(pathname) : null;
      if (match) return { handler: route.handler, path: route.path, params: { ...match.groups } };
    }
    return undefined;
  };
}
