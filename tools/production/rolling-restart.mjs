// Claims at a steady rate through nginx while one API replica gets SIGTERM and is started again, as a
// rolling deploy does to a pod: every request must succeed and every acknowledged claim must be stored.
import { randomUUID } from 'node:crypto';
import { claimBody } from './races.mjs';

export async function claimsDuringRestart({ api, token, officeId, coverageId, db, perSecond, seconds, restart }) {
  const outcomes = [];
  const total = perSecond * seconds;
  const started = Date.now();
  let restartDone;
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / perSecond;
    if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    // A third of the way in, as the load is steady.
    if (i === Math.floor(total / 3)) restartDone = restart();
    const body = claimBody({ officeId, coverageId, amount: 20 + (i % 500) / 100 });
    outcomes.push(
      fetch(`${api}/claims`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      }).then(
        async (response) => ({ status: response.status, claimId: response.ok ? (await response.json()).claimId : null }),
        (error) => ({ status: 0, error: String(error) }),
      ),
    );
  }
  const results = await Promise.all(outcomes);
  const restartReport = await restartDone;
  const acknowledged = results.filter((r) => r.status >= 200 && r.status < 300).map((r) => String(r.claimId));
  const failed = results.filter((r) => !(r.status >= 200 && r.status < 300));
  const { rows } = await db.query('select count(*)::int as n from claim where id::text = any($1)', [acknowledged]);
  const lost = acknowledged.length - rows[0].n;
  const failures = Object.entries(Object.groupBy(failed, (r) => String(r.status))).map(
    ([status, list]) => `${list.length} × ${status}`,
  );
  return {
    ok: failed.length === 0 && lost === 0,
    sent: results.length,
    failed: failed.length,
    lost,
    acknowledged: acknowledged.length,
    text:
      `${results.length} claims at ${perSecond}/s over ${((Date.now() - started) / 1000).toFixed(1)} s while ${restartReport}: ` +
      `${failed.length} failed${failures.length ? ` (${failures.join(', ')})` : ''}, ${lost} lost of ${acknowledged.length} acknowledged`,
  };
}
