/** The parts of an OpenAPI 3 document the API's own tests read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  security?: unknown[];
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, with `{name}` placeholders: `/api/provider/{id}`. */
  path: string;
  /** `PUT /api/provider/{id}`. */
  key: string;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  /** The JSON schema of the request body, when one is documented. */
  body: unknown;
  hasBody: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, in its order. */
export const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as OpenApiOperation;
      const names = (place: string) => (operation.parameters ?? []).filter((p) => p.in === place).map((p) => p.name);
      const upper = method.toUpperCase() as Operation['method'];
      return {
        method: upper,
        path,
        key: `${upper} ${path}`,
        pathParams: names('path'),
        queryParams: names('query'),
        headerParams: names('header'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        hasBody: operation.requestBody !== undefined,
      };
    }),
  );

/** `/api/provider/{id}` with `{ id: '…' }`: the URL, the values inserted as given (already encoded). */
export const fillPath = (path: string, values: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
