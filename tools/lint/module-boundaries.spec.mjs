import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { resolve } from 'node:path';

// The workspace's real eslint.config.mjs on small sources placed, by path, inside a project: what a domain's
// screens and the design system may import (SCOPES and the tags, ADR 050).
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the rules that guard imports for `source` linted as the file at `path`. */
const importErrors = async (path, source) => {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, path) });
  return result.messages
    .filter(({ ruleId }) => ruleId === '@nx/enforce-module-boundaries' || ruleId === 'no-restricted-imports')
    .map(({ ruleId, message }) => `${ruleId}: ${message}`);
};

const importing = (name, from) => `import { ${name} } from '${from}';\n\nexport const used = ${name};\n`;

describe("the web libraries' boundaries", () => {
  it("fail a domain's screen that imports a web library its domain may not use", async () => {
    // Claims may use plans, providers and audit: not payments, which uses claims.
    const errors = await importErrors(
      'libs/web-claims/src/boundary-fixture.ts',
      importing('DepositsList', '@portal/web-payments'),
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^@nx\/enforce-module-boundaries: A project tagged with "scope:claims" can only depend on libs tagged with .*"scope:plans"/,
      ),
    ]);
    expect(errors[0]).not.toContain('"scope:payments"');
  });

  it("let a domain's screen use the web libraries its domain may use", async () => {
    expect(
      await importErrors('libs/web-payments/src/boundary-fixture.ts', importing('OfficeSelect', '@portal/web-providers')),
    ).toEqual([]);
    expect(
      await importErrors('libs/web-claims/src/boundary-fixture.ts', importing('useGetCoveragesQuery', '@portal/web-plans')),
    ).toEqual([]);
  });

  it('fail the design system when it imports a domain library or a domain contract', async () => {
    // web-plans does not use the design system, so no cycle hides what the tags forbid.
    const domainLibrary = await importErrors(
      'libs/ui-antd/src/boundary-fixture.ts',
      importing('useGetCoveragesQuery', '@portal/web-plans'),
    );
    expect(domainLibrary).toEqual([
      expect.stringMatching(
        /^@nx\/enforce-module-boundaries: A project tagged with "scope:shared" can not depend on libs tagged with .*"scope:plans"[^]*Violation detected in:\n- web-plans$/,
      ),
    ]);
    // A library whose screens use the design system: the cycle is reported first, still an error.
    const cycle = await importErrors('libs/ui-antd/src/boundary-fixture.ts', importing('ClaimSubmissions', '@portal/web-claims'));
    expect(cycle).toEqual([
      expect.stringMatching(/^@nx\/enforce-module-boundaries: Circular dependency between "ui-antd" and "web-claims"/),
    ]);
    const domainContract = await importErrors(
      'libs/ui-antd/src/boundary-fixture.ts',
      importing('PAYMENT_MESSAGES', '@portal/contracts/payments'),
    );
    expect(domainContract).toEqual([
      "no-restricted-imports: '@portal/contracts/payments' import is restricted from being used by a pattern. The design system knows no domain: no domain contract (ADR 050).",
    ]);
    const domainType = await importErrors(
      'libs/ui-antd/src/boundary-fixture.ts',
      "import type { Office } from '@portal/contracts';\n\nexport type Used = Office;\n",
    );
    expect(domainType).toEqual([expect.stringContaining('The design system knows no domain')]);
  });

  it('let the design system use what knows no domain', async () => {
    expect(
      await importErrors(
        'libs/ui-antd/src/boundary-fixture.ts',
        "import type { Language } from '@portal/contracts';\n\nexport type Used = Language;\n",
      ),
    ).toEqual([]);
  });

  it('let a remote use the web libraries', async () => {
    expect(await importErrors('mf-admin/src/boundary-fixture.ts', importing('AdminPayments', '@portal/web-payments'))).toEqual(
      [],
    );
  });
});
