/** A plan `p` with its coverages aggregated as JSON: the columns of a `PlanRow`. */
export const PLAN_COLUMNS = `p.id, p.plan_number, p.plan_name, p.plan_name_fr, to_char(p.effective_date, 'YYYY-MM-DD') as effective_date,
    p.is_drawbridge_plan, p.plan_identity_id, p.submission_window_days,
    coalesce((select json_agg(json_build_object(
        'coverageId', c.id, 'name', c.name, 'nameFr', c.name_fr, 'assignedId', c.assigned_id, 'requiresReferral', pc.requires_referral,
        'customId', pc.custom_id, 'heldForApproval', pc.held_for_approval,
        'perClaimMaximum', pc.per_claim_maximum, 'annualMaximum', pc.annual_maximum) order by c.assigned_id)
      from plan_coverage pc join coverage c on c.id = pc.coverage_id where pc.plan_id = p.id), '[]') as coverages`;

/**
 * The stored plan number of member `m`'s plan, in SQL: `planLookupNumber(memberPlanNumber(plan,
 * subpolicy))` of `@portal/contracts` (777 with subpolicy 01 is plan 247-01).
 */
export const MEMBER_PLAN_NUMBER = `case when m.plan = '777' then '247-' || coalesce(m.subpolicy, '')
    when m.plan like '777-%' then '247' || substr(m.plan, 4) else trim(m.plan) end`;
