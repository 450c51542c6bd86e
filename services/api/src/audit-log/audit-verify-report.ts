import type { ChainReport } from '@portal/audit';

/** Exit code of `cli.js audit:verify` when an entry was altered or is missing. */
export const EXIT_AUDIT_ALTERED = 4;

const count = (n: number) => n.toLocaleString('en-CA');

/** What `audit:verify` prints, and its exit code: 0 when every chain is intact. */
export function auditVerifyReport(report: ChainReport): { text: string; exitCode: number } {
  if (report.problems.length) {
    return {
      text: [
        `Audit log altered: ${report.problems.length === 1 ? 'one chain is' : `${report.problems.length} chains are`} broken (${count(report.entries)} entries).`,
        ...report.problems.map((problem) => `  ${problem.message}`),
      ].join('\n'),
      exitCode: EXIT_AUDIT_ALTERED,
    };
  }
  return {
    text: [
      `Audit log intact: ${count(report.entries)} entries in ${report.heads.length} chain${report.heads.length === 1 ? '' : 's'}.`,
      ...(report.heads.length
        ? [
            'Chain heads (keep them: a later run that finds a chain shorter, or another hash at this length, means its end was removed):',
            ...report.heads.map((head) => `  chain ${head.chain}: ${head.length} entries, last hash ${head.hash}`),
          ]
        : []),
    ].join('\n'),
    exitCode: 0,
  };
}
