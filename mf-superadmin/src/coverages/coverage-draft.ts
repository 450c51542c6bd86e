import { type Coverage } from '@portal/contracts';
import { assignedIdProblem, type CoverageInput } from '@portal/contracts/plan-admin';

export interface CoverageDraft {
  readonly name: string;
  /** Optional: none when blank (French screens then show `name`). */
  readonly nameFr: string;
  /** As typed. */
  readonly assignedId: string;
}

export interface CoverageProblems {
  readonly name?: 'name';
  readonly assignedId?: 'number' | 'numeric' | 'idUsed';
}

const NUMERIC = /^\d{1,9}$/;

export const coverageDraftOf = (coverage: Coverage | null): CoverageDraft =>
  coverage
    ? { name: coverage.name, nameFr: coverage.nameFr ?? '', assignedId: String(coverage.assignedId) }
    : { name: '', nameFr: '', assignedId: '' };

/** Save stays disabled while any is set; 'ID is used' unless the id is the coverage's own, unchanged. */
export const coverageProblems = (
  draft: CoverageDraft,
  coverages: readonly Coverage[],
  own: Coverage | null,
): CoverageProblems => {
  const id = draft.assignedId.trim();
  const idProblem = !id
    ? 'number'
    : !NUMERIC.test(id)
      ? 'numeric'
      : assignedIdProblem(Number(id), coverages, own?.coverageId ?? null)
        ? 'idUsed'
        : undefined;
  return { ...(draft.name.trim() ? {} : { name: 'name' }), ...(idProblem ? { assignedId: idProblem } : {}) };
};

export const coverageInputOf = (draft: CoverageDraft): CoverageInput => ({
  name: draft.name.trim(),
  nameFr: draft.nameFr.trim() || null,
  assignedId: Number(draft.assignedId.trim()),
});
