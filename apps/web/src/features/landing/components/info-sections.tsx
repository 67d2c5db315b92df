import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { coreFeatures, roadmap, steps } from '../content.ts';
import { DashboardMockup } from './mockups.tsx';
import { Section } from './section.tsx';

export function ShowcaseSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <Section
      id="demo"
      title="Everything about your game night on one screen"
      lead="Your month at a glance: games, players, buy-ins and how you did, next to the games coming up."
    >
      <DashboardMockup />
      <Button variant="secondary" className="mt-6" onClick={onWatchDemo}>
        See the product in four screens
      </Button>
    </Section>
  );
}

export function FeaturesSection() {
  return (
    <Section id="features" title="Built for the way home games run" className="bg-white">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-5">
        {coreFeatures.map((f) => (
          <li key={f.title} className="rounded-xl border border-stone-200 p-5">
            <h3 className="font-semibold text-felt-800">{f.title}</h3>
            <p className="mt-2 text-sm text-stone-700">{f.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 rounded-xl bg-stone-50 p-5">
        <h3 className="font-semibold">On our roadmap, not in the product yet</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
          {roadmap.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function TrustSection() {
  const points: { text: string }[] = [
    {
      text: 'We never process payments, hold funds, access bank accounts or facilitate gambling: we only keep records.',
    },
    {
      text: 'Passwords hashed with Argon2id, optional two-factor sign-in, and a list of your signed-in devices you can revoke.',
    },
    { text: 'Works in any modern browser on desktop and laptop.' },
    { text: 'Made for phones: players follow their table, seat and chips.' },
    { text: 'The TV shows the clock from a display link, without signing in.' },
  ];
  return (
    <Section id="trust" title="Trustworthy by design, on every device">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {points.map(({ text }) => (
          <li key={text} className="rounded-xl border-l-4 border-felt-600 bg-white p-4 shadow-sm">
            <p className="text-sm text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HowItWorksSection() {
  return (
    <Section
      id="about"
      title="How it works"
      lead="PokerHome is made by home-game hosts for home-game hosts. Three steps:"
      className="bg-white"
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.title} className="rounded-xl border border-stone-200 p-5">
            <span className="flex size-9 items-center justify-center rounded-full bg-felt-700 font-bold text-white">
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold">{s.title}</h3>
            <p className="mt-1 text-sm text-stone-700">{s.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm">
        <Link to="/about" className="font-medium text-felt-700 underline">
          More about us
        </Link>
      </p>
    </Section>
  );
}

export function CommunitySection() {
  return (
    <Section
      id="community"
      title="Join the launch community"
      lead="We are just launching, so you will not find invented testimonials here. Run your next game with PokerHome and tell us how it went: the first hosts shape what we build next."
    >
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/register">Host your next game</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/contact">Send us feedback</Link>
        </Button>
      </div>
    </Section>
  );
}

export function DeepDiveSection() {
  const items = [
    [
      'The clock',
      'Pause with a reason, resume, add a 15-minute break, step a level back or forward. Past the last level the clock runs into overtime at the last blinds instead of stopping. Phones with a wrong clock still show the right time.',
    ],
    [
      'Seating',
      'Seats are drawn at random over tables of up to 9. The dealer button is tracked per table. When tables get uneven, the move follows the usual tournament-director rule; when the field fits one table fewer, a table breaks and its players are redrawn.',
    ],
    [
      'RSVPs',
      'Accepting takes a seat only while seats are left, even when everyone answers at once. Past capacity, players join the waiting list, and a freed seat goes to the first in line, who is told by e-mail.',
    ],
  ];
  return (
    <Section id="deep-dive" title="A closer look" className="bg-white">
      <div className="grid gap-6 md:grid-cols-3">
        {items.map(([title, text]) => (
          <div key={title}>
            <h3 className="font-semibold text-felt-800">{title}</h3>
            <p className="mt-2 text-sm text-stone-700">{text}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function AudienceSection() {
  return (
    <Section id="choose" title="Host or player?">
      <div className="grid gap-6 md:grid-cols-2">
        {[
          [
            'I host games',
            'Schedule games, invite players and run the clock. Free 14-day trial of the Host plan.',
            'Start Free Trial',
            'host',
          ],
          [
            'I play',
            'Answer invitations, follow your seat and the clock, keep your history. Free forever.',
            'Join Free',
            'participant',
          ],
        ].map(([title, text, cta, role]) => (
          <div key={title} className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold">{title}</h3>
            <p className="mt-2 text-stone-700">{text}</p>
            <Button asChild className="mt-4">
              <Link to={`/register?role=${role}`}>{cta}</Link>
            </Button>
          </div>
        ))}
      </div>
    </Section>
  );
}
