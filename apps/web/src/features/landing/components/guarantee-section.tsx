import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { faq } from '../content.ts';
import { Section } from './section.tsx';

export function GuaranteeSection() {
  return (
    <Section
      id="faq"
      title="Risk-free: 30-day money-back guarantee"
      lead="Nothing is charged during early access. Once billing starts, if a paid plan is not for you, contact support within 30 days of your first payment and we refund it in full."
      className="bg-white"
    >
      <h3 className="text-xl font-semibold">Frequently asked questions</h3>
      <div className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200">
        {faq.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="cursor-pointer font-medium marker:text-felt-700">{item.q}</summary>
            <p className="mt-2 text-sm text-stone-700">{item.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-felt px-4 py-16 text-center text-felt-50">
      <h2 id="cta-title" className="text-3xl font-bold">
        Your next game night starts here
      </h2>
      <p className="mt-3 text-felt-100">Set up in under 5 minutes. No credit card required.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild variant="accent" size="lg">
          <Link to="/register?role=host">Start Free Trial</Link>
        </Button>
        <Button asChild variant="onFelt" size="lg">
          <Link to="/register">Create Free Account</Link>
        </Button>
      </div>
    </section>
  );
}
