import { getOnce, type Answer, type ServiceProcess } from './service-process';

export interface LoadedAnswer extends Answer {
  sentAt: number;
  id: string;
}

export interface SigtermRun {
  signalledAt: number;
  /** When the service began draining, by its own log line: a loaded machine may deliver the signal late. */
  drainingAt: number;
  exitedAt: number;
  code: number | null;
  /** The operator port's `/readyz` status 200 ms after the signal. */
  readinessStatus: number | undefined;
  /** Read by the service (its access line) or answered: these must all succeed. */
  accepted: LoadedAnswer[];
  /** Refused, or reset while still in the listen backlog when the port closed: a proxy retries those. */
  notAccepted: LoadedAnswer[];
}

/**
 * Sends `url` from `loops` concurrent loops, SIGTERMs the service after `warmupMs` as Kubernetes stops a
 * pod, and keeps sending until it has exited; each request carries its own `x-request-id`.
 */
export async function sigtermUnderLoad(
  service: ServiceProcess,
  url: string,
  { loops = 6, warmupMs = 1000 } = {},
): Promise<SigtermRun> {
  const answers: LoadedAnswer[] = [];
  let sent = 0;
  let exitedAt = 0;
  void service.exited.then(() => (exitedAt = Date.now()));
  const loop = async () => {
    while (!exitedAt) {
      const sentAt = Date.now();
      const id = `load-${(sent += 1)}`;
      answers.push({ ...(await getOnce(url, { 'x-request-id': id })), sentAt, id });
    }
  };
  const running = Array.from({ length: loops }, loop);

  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  const signalledAt = Date.now();
  service.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const readiness = await getOnce(`http://127.0.0.1:${service.metricsPort}/readyz`);
  const { code } = await service.exited;
  await Promise.all(running);

  const draining = service.lines.find((line) => line['msg'] === 'shutting down: not ready, draining');
  const drainingAt = typeof draining?.['time'] === 'string' ? Date.parse(draining['time']) : signalledAt;
  const served = new Set(service.lines.filter((line) => line['channel'] === 'access').map((line) => line['requestId']));
  const accepted = answers.filter((answer) => answer.status !== undefined || served.has(answer.id));
  return {
    signalledAt,
    drainingAt,
    exitedAt,
    code,
    readinessStatus: readiness.status,
    accepted,
    notAccepted: answers.filter((answer) => !accepted.includes(answer)),
  };
}
