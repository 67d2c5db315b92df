import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

export function Hero({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="bg-felt text-felt-50">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:py-28">
        <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-chip-300">
          For hosts, league organisers and their players
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          Your poker home games, organised.
        </h1>
        <p className="max-w-2xl text-lg text-felt-100">
          Schedule tournaments and cash games, invite your players, collect their RSVPs and run a tournament
          clock that every phone and the TV on the wall follow in real time.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to="/register?role=host">Start Free Trial</Link>
          </Button>
          <Button variant="onFelt" size="lg" onClick={onWatchDemo}>
            Watch Demo
          </Button>
        </div>
      </div>
    </section>
  );
}
