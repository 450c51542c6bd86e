import { Histogram, type Registry } from 'prom-client';

/** What one answered request was: the route as declared (never the URL), its method and status. */
export interface AnsweredRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/** Buckets from 5 ms to 10 s: claim submissions with receipts take a second or two, health checks a few ms. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `http_server_request_duration_seconds{method,route,status_code}`, the OpenTelemetry name for the same histogram. */
export function createHttpMetrics(registry: Registry): (request: AnsweredRequest) => void {
  const duration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from receiving a request to finishing its response, by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return ({ method, route, status, seconds }) => duration.observe({ method, route, status_code: String(status) }, seconds);
}
