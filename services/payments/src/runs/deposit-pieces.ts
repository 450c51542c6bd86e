/**
 * The pieces a payment run pays, from `source` (a relation with the columns of the run's
 * `payable_line`, PaymentRunsService): each office's lines, in claim then line order, fill deposits of `maxCents` one after the other, so an office is
 * paid in the fewest deposits (ceil(total / max)), every deposit but its last holds exactly the
 * maximum, and a line that crosses a boundary (any line over the maximum does) is paid in parts
 * whose sum is the line. One row per (line, deposit) with `bucket`, the deposit's number within the
 * office (0, 1, …), and `paid_cents`, what it pays of the line. Integer cents throughout (a bigint's
 * sum is numeric: cast back, or the bucket divisions would not be whole).
 */
export const depositPiecesSql = (source: string, maxCents: number): string => {
  const max = `${Math.trunc(maxCents)}::bigint`;
  return `
    with spans as (
      select p.*,
             (sum(amount_cents) over office_order)::bigint - amount_cents as start_cents,
             (sum(amount_cents) over office_order)::bigint as end_cents,
             (sum(amount_cents) over (partition by office_id))::bigint as office_cents
      from ${source} p
      window office_order as (partition by office_id order by claim_id, expense_id rows between unbounded preceding and current row)
    ), bounded as (
      -- a line of $0 belongs to the deposit its position falls in (the last one when it ends the office's lines)
      select s.*, least(start_cents / ${max}, (office_cents - 1) / ${max}) as first_bucket from spans s
    )
    select b.expense_id, b.claim_id, b.office_id, b.submission_id, b.patient_name, b.expense_date, b.coverage_name,
           b.amount_cents as line_cents, bucket,
           least(b.end_cents, (bucket + 1) * ${max}) - greatest(b.start_cents, bucket * ${max}) as paid_cents
    from bounded b
    cross join lateral generate_series(b.first_bucket, greatest(b.first_bucket, (b.end_cents - 1) / ${max})) as bucket`;
};
