import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEMO_COVERAGES, DEMO_MEMBERS, DEMO_PLANS, type DemoPlan } from '@portal/demo-data';
import { Coverage } from './entities/coverage.entity';
import { Dependent } from './entities/dependent.entity';
import { Member } from './entities/member.entity';
import { PlanCoverage } from './entities/plan-coverage.entity';
import { Plan } from './entities/plan.entity';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const effectiveDate = (plan: DemoPlan, today: Date): string => {
  if (plan.effectiveDate !== 'next-year') return plan.effectiveDate;
  const next = new Date(today);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return isoDate(next);
};

const yyyymmddToIso = (value: string) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;

/** Demo coverages, plans and members; adds only what is missing, so running it twice changes nothing. */
@Injectable()
export class PlansDemoSeeder {
  constructor(private readonly em: EntityManager) {}

  async run(today = new Date()): Promise<void> {
    await this.em.transactional(async (em) => {
      const coverages = new Map<string, Coverage>();
      for (const { name, nameFr, assignedId } of DEMO_COVERAGES) {
        const coverage = (await em.findOne(Coverage, { assignedId })) ?? em.create(Coverage, { name, assignedId });
        // A demo database seeded before coverages had French names gets them.
        coverage.nameFr ??= nameFr;
        coverages.set(name, coverage);
      }
      for (const demo of DEMO_PLANS) {
        const stored = await em.findOne(Plan, { planNumber: demo.planNumber });
        if (stored) {
          stored.planNameFr ??= demo.planNameFr;
          continue;
        }
        const plan = em.create(Plan, {
          planNumber: demo.planNumber,
          planName: demo.planName,
          planNameFr: demo.planNameFr,
          effectiveDate: effectiveDate(demo, today),
          isDrawbridgePlan: demo.isDrawbridgePlan,
          planIdentityId: demo.planIdentityId,
        });
        for (const { name, requiresReferral, perClaimMaximum = null, annualMaximum = null } of demo.coverages) {
          const coverage = coverages.get(name);
          if (!coverage) throw new Error(`Plan ${demo.planNumber} refers to an unknown coverage ${name}`);
          em.create(PlanCoverage, { plan, coverage, requiresReferral, perClaimMaximum, annualMaximum });
        }
      }
      for (const demo of DEMO_MEMBERS) {
        if (await em.count(Member, { memberId: demo.memberId })) continue;
        const member = em.create(Member, {
          memberId: demo.memberId,
          plan: demo.plan,
          subpolicy: demo.subpolicy,
          firstname: demo.firstname,
          lastname: demo.lastname,
          dob: yyyymmddToIso(demo.dob),
          email: demo.email,
        });
        demo.dependents.forEach((dependent, index) =>
          em.create(Dependent, { member, patientId: String(index + 1).padStart(2, '0'), ...dependent }),
        );
      }
    });
  }
}
