import { Collection } from '@mikro-orm/core';
import { planSchema } from '@portal/contracts';
import { Coverage } from '../entities/coverage.entity';
import { PlanCoverage } from '../entities/plan-coverage.entity';
import { Plan } from '../entities/plan.entity';
import { planCoverageFields, toPlanDto } from './plan.mapper';

describe('toPlanDto', () => {
  it('maps a plan and its coverage settings to the contract, money as numbers', () => {
    const coverage = Object.assign(new Coverage(), { id: 3, name: 'Chiropractic', nameFr: 'Chiropratique', assignedId: 13 });
    const plan = Object.assign(new Plan(), {
      id: 7,
      planNumber: '247-01',
      planName: 'Graduate Plan',
      effectiveDate: '2021-09-01',
    });
    const setting = Object.assign(new PlanCoverage(), {
      plan,
      coverage,
      requiresReferral: true,
      customId: 31,
      perClaimMaximum: '250.00',
      annualMaximum: null,
    });
    plan.coverages = { getItems: () => [setting] } as unknown as Collection<PlanCoverage>;

    const dto = planSchema.parse(toPlanDto(plan));
    expect(dto).toEqual({
      planId: 7,
      planNumber: '247-01',
      planName: 'Graduate Plan',
      planNameFr: null,
      effectiveDate: '2021-09-01',
      isDrawbridgePlan: false,
      planIdentityId: null,
      submissionWindowDays: 30,
      coverages: [
        {
          coverageId: 3,
          name: 'Chiropractic',
          nameFr: 'Chiropratique',
          assignedId: 13,
          requiresReferral: true,
          customId: 31,
          heldForApproval: false,
          perClaimMaximum: 250,
          annualMaximum: null,
        },
      ],
    });
  });
});

describe('planCoverageFields', () => {
  it('stores the maximums as two-decimal numerics and keeps the approval hold', () => {
    expect(
      planCoverageFields({
        coverageId: 3,
        requiresReferral: false,
        customId: null,
        heldForApproval: true,
        perClaimMaximum: 250.5,
        annualMaximum: null,
      }),
    ).toEqual({ requiresReferral: false, customId: null, heldForApproval: true, perClaimMaximum: '250.50', annualMaximum: null });
  });
});
