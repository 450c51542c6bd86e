import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { CsvError, parse } from 'csv-parse';
import {
  LEGACY_CSV_COLUMNS,
  legacyCsvRowSchema,
  legacyOfficeFromRow,
  type LegacyCsvColumn,
  type LegacyCsvRow,
  type LegacyProfileInput,
} from '@portal/contracts/legacy-profile';
import type { LegacyUpsertOutcome } from './legacy-profiles.service';

/** A problem with the file or the command line, told to the user without a stack trace. */
export class ImportError extends Error {}

export interface RejectedRow {
  line: number;
  uid: string | null;
  reasons: string[];
}

/** `read` and `rejected` count CSV rows; `inserted`, `updated` and `unchanged` count profiles (uids). */
export interface ImportSummary {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: RejectedRow[];
}

export interface ImportProgress {
  /** `done` of `total` in a phase ("reading" counts bytes, "saving" counts profiles). */
  update(phase: 'reading' | 'saving', done: number, total: number, rows: number): void;
  finish(): void;
}

export type UpsertProfile = (profile: LegacyProfileInput) => Promise<LegacyUpsertOutcome>;

interface AcceptedRow {
  line: number;
  row: LegacyCsvRow;
}

const PROFILE_FIELDS = ['name', 'register_number', 'provider_number'] as const;

/** Checks the file before anything is started: it exists, is a file, and its header names every column. */
export async function checkLegacyFile(file: string): Promise<number> {
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    throw new ImportError(
      error.code === 'ENOENT' ? `${file}: no such file` : `${file}: cannot be read (${error.code ?? error.message})`,
    );
  });
  if (!info.isFile()) throw new ImportError(`${file}: not a file`);
  return info.size;
}

function headerColumns(file: string, header: string[]): LegacyCsvColumn[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = LEGACY_CSV_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(LEGACY_CSV_COLUMNS as readonly string[]).includes(name));
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  const problems = [
    missing.length ? `missing column(s) ${missing.join(', ')}` : '',
    unknown.length ? `unknown column(s) ${unknown.join(', ')}` : '',
    repeated.length ? `repeated column(s) ${repeated.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length) {
    throw new ImportError(
      `${file}: the first line must be the header ${LEGACY_CSV_COLUMNS.join(',')} (any order): ${problems.join('; ')}`,
    );
  }
  return names as LegacyCsvColumn[];
}

/**
 * Imports a legacy-profile CSV file (one row per office, see README "Legacy profiles"): streams and
 * validates every row, then upserts each uid whose rows are all valid. Idempotent: the same file
 * twice leaves every profile unchanged the second time. A uid with any rejected row is not written.
 */
export async function importLegacyCsv(file: string, upsert: UpsertProfile, progress?: ImportProgress): Promise<ImportSummary> {
  const size = await checkLegacyFile(file);
  const summary: ImportSummary = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: [] };
  const byUid = new Map<string, AcceptedRow[]>();
  const rejectedUids = new Map<string, number>();
  let columns: LegacyCsvColumn[] | undefined;

  const input = createReadStream(file);
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }));
  input.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = headerColumns(file, record);
        continue;
      }
      const line = info.lines;
      summary.read += 1;
      progress?.update('reading', input.bytesRead, size, summary.read);
      const uidCell = record[columns.indexOf('uid')]?.trim() || null;
      const reject = (reasons: string[]) => {
        summary.rejected.push({ line, uid: uidCell, reasons });
        if (uidCell && !rejectedUids.has(uidCell)) rejectedUids.set(uidCell, line);
      };
      if (record.length !== columns.length) {
        reject([`has ${record.length} fields, the header has ${columns.length}`]);
        continue;
      }
      const parsed = legacyCsvRowSchema.safeParse(Object.fromEntries(columns.map((column, i) => [column, record[i]])));
      if (!parsed.success) {
        reject(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`));
        continue;
      }
      const row = parsed.data;
      const first = byUid.get(row.uid)?.[0];
      const differing = first ? PROFILE_FIELDS.filter((field) => first.row[field] !== row[field]) : [];
      if (first && differing.length) {
        reject(differing.map((field) => `${field}: differs from line ${first.line} of the same uid`));
        continue;
      }
      byUid.set(row.uid, [...(byUid.get(row.uid) ?? []), { line, row }]);
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (error instanceof CsvError) throw new ImportError(`${file}: not a readable CSV file (${error.message})`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code) throw new ImportError(`${file}: cannot be read (${code})`);
    throw error;
  }
  if (!columns)
    throw new ImportError(`${file}: the file is empty; the first line must be the header ${LEGACY_CSV_COLUMNS.join(',')}`);

  // A uid with a rejected row is left as it is: writing its other rows would drop an office.
  for (const [uid, firstRejected] of rejectedUids) {
    for (const { line } of byUid.get(uid) ?? []) {
      summary.rejected.push({ line, uid, reasons: [`not imported: line ${firstRejected} of the same uid was rejected`] });
    }
    byUid.delete(uid);
  }
  summary.rejected.sort((a, b) => a.line - b.line);

  let saved = 0;
  for (const [uid, rows] of byUid) {
    const head = (rows[0] as AcceptedRow).row;
    const outcome = await upsert({
      uid,
      name: head.name,
      registerNumber: head.register_number,
      providerNumber: head.provider_number,
      offices: rows.map(({ row }) => legacyOfficeFromRow(row)),
    });
    summary[outcome] += 1;
    progress?.update('saving', ++saved, byUid.size, summary.read);
  }
  progress?.finish();
  return summary;
}

/** The summary as printed by `npm run import:legacy`; bank numbers never appear in it. */
export function formatSummary(summary: ImportSummary): string {
  const { read, inserted, updated, unchanged, rejected } = summary;
  const lines = [
    `Rows read: ${read}`,
    `Profiles inserted: ${inserted}, updated: ${updated}, unchanged: ${unchanged}`,
    `Rows rejected: ${rejected.length}`,
    ...rejected.map(({ line, uid, reasons }) => `  line ${line}${uid ? ` (uid ${uid})` : ''}: ${reasons.join('; ')}`),
  ];
  if (read > 0 && inserted === 0 && updated === 0 && rejected.length === 0)
    lines.push('Nothing changed: every profile was already up to date.');
  return lines.join('\n');
}

/** A bar redrawn in place on a terminal; elsewhere (CI, a log file) a plain line every few seconds. */
export function progressReporter(stream: NodeJS.WriteStream, intervalMs = stream.isTTY ? 100 : 5000): ImportProgress {
  let last = 0;
  let drawn = false;
  const completed = new Set<string>();
  return {
    update(phase, done, total, rows) {
      const now = Date.now();
      const complete = done >= total;
      if (complete ? completed.has(phase) && now - last < intervalMs : now - last < intervalMs) return;
      if (complete) completed.add(phase);
      last = now;
      const ratio = total > 0 ? Math.min(done / total, 1) : 1;
      const percent = `${Math.floor(ratio * 100)}%`.padStart(4);
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(ratio * width);
        stream.write(`\r${phase.padEnd(7)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}  ${rows} rows`);
        drawn = true;
      } else {
        stream.write(
          `import:legacy ${phase} ${percent.trim()} (${rows} rows read${phase === 'saving' ? `, ${done}/${total} profiles saved` : ''})\n`,
        );
      }
    },
    finish() {
      if (drawn) stream.write('\n');
    },
  };
}
