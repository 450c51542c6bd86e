import { collectDefaultMetrics, Registry } from 'prom-client';

/** A registry of this process's metrics: Node's defaults (event loop lag, heap, GC) labelled with the service. */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
