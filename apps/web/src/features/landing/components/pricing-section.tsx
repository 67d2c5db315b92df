import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { planNotes, plans } from '../content.ts';
import { Section } from './section.tsx';

export function PricingSection() {
  return (
    <Section
      id="pricing"
      title="Simple pricing"
      lead="Players are free forever. Billing has not started: during early access every plan is free, no card asked. When it starts, Hosts get a 14-day free trial and paid plans a 30-day money-back guarantee."
      className="bg-white"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'flex flex-col rounded-2xl border p-6',
              plan.badge === 'Most Popular'
                ? 'border-felt-600 shadow-lg ring-2 ring-felt-600'
                : 'border-stone-200',
            )}
          >
            <div className="flex items-center justify-between">
              <h3 className="text-xl font-bold">{plan.name}</h3>
              {plan.badge && (
                <span className="rounded-full bg-chip-300 px-2.5 py-0.5 text-xs font-semibold text-felt-950">
                  {plan.badge}
                </span>
              )}
            </div>
            <p className="mt-4">
              <span className="text-4xl font-extrabold">{plan.price}</span>{' '}
              <span className="text-stone-600">{plan.period}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2 text-sm">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <span aria-hidden className="font-bold text-felt-600">
                    ✓
                  </span>
                  <span>
                    {f}
                    {planNotes[f] && <span className="text-stone-500"> ({planNotes[f]})</span>}
                  </span>
                </li>
              ))}
            </ul>
            <Button
              asChild
              className="mt-6"
              variant={plan.badge === 'Most Popular' ? 'primary' : 'secondary'}
            >
              <Link to={`/register?role=${plan.role}`}>{plan.cta}</Link>
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-stone-600">
        Of the plan limits, the product enforces players per game today (20 for a free account, 30 for a Host,
        100 on Advanced); templates and recurring games are on Advanced. Running a league or a club?{' '}
        <Link to="/contact" className="font-medium text-felt-700 underline">
          Contact Us
        </Link>
        .
      </p>
    </Section>
  );
}
