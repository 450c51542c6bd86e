// The API's two concurrency guarantees, over HTTP through nginx to two replicas, with tokens from the
// identity service: 50 sends of one claim (same Idempotency-Key) make one claim and one answer; of 20
// concurrent approvals of one request exactly one wins. (In-process versions: claims-submission.int.spec.ts,
// change-requests.int.spec.ts.)
import { randomUUID } from 'node:crypto';

const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const claimBody = ({ officeId, coverageId, amount }) => ({
  officeId,
  memberId: '123456',
  memberEmail: 'alice.martin@example.test',
  expenses: [{ patientId: '00', expenseDate: daysAgo(1), coverageId, amount }],
});

/** JSON with object keys sorted: PostgreSQL's jsonb gives the stored record back in its own key order. */
const canonical = (value) =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const send = async (url, token, { method = 'GET', body, headers = {} } = {}) => {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
};

export async function idempotencyRace({ api, token, officeId, coverageId, db }) {
  const key = randomUUID();
  const body = claimBody({ officeId, coverageId, amount: 61.23 });
  const replies = await Promise.all(
    Array.from({ length: 50 }, () => send(`${api}/claims`, token, { method: 'POST', body, headers: { 'idempotency-key': key } })),
  );
  const statuses = replies.map((reply) => reply.status);
  const answers = new Set(replies.map((reply) => canonical(reply.json)));
  const { rows } = await db.query('select count(*)::int as n from claim where idempotency_key = $1', [key]);
  const created = statuses.filter((status) => status === 201).length;
  const repeated = statuses.filter((status) => status === 200).length;
  return {
    ok: created === 1 && repeated === 49 && answers.size === 1 && rows[0].n === 1,
    text:
      `50 concurrent sends of one claim: ${created} × 201, ${repeated} × 200, ${answers.size} distinct answer(s), ${rows[0].n} claim(s) stored` +
      (answers.size > 1 ? `\n${[...answers].join('\n')}` : ''),
  };
}

export async function approvalRace({ api, registrantToken, adminToken, coverageIds }) {
  const registration = await send(`${api}/provider`, registrantToken, {
    method: 'POST',
    body: {
      providerName: 'Production Test Physio',
      registrationNumber: 'REG-9001',
      email: 'owner@production-test.example',
      offices: [
        {
          officeName: 'Topology Office',
          registrationNumber: 'OFF-90',
          phoneNumber: '416-555-0190',
          directDepositEmail: 'pay@production-test.example',
          address: '1 Replica Road',
          city: 'Toronto',
          province: 'ON',
          postalCode: 'M5V 2T6',
          institutionNumber: '003',
          transitNumber: '12345',
          accountNumber: '55500011190',
          accountType: 'Chequing',
          verifyDirectDeposit: true,
        },
      ],
      coverages: coverageIds.slice(0, 2),
      verifyProviderRegistration: true,
      terms: true,
    },
  });
  if (registration.status !== 201) throw new Error(`registration: ${registration.status} ${JSON.stringify(registration.json)}`);
  const replies = await Promise.all(
    Array.from({ length: 20 }, () =>
      send(`${api}/audit/${registration.json.id}`, adminToken, { method: 'PUT', body: { approvalStatus: 'Approved' } }),
    ),
  );
  const statuses = replies.map((reply) => reply.status);
  const won = statuses.filter((status) => status === 200).length;
  const refused = statuses.filter((status) => status === 409).length;
  return { ok: won === 1 && refused === 19, text: `20 concurrent approvals of one request: ${won} × 200, ${refused} × 409` };
}
