import { stats } from '../content.ts';

export function StatsBand() {
  return (
    <section aria-label="PokerHome in numbers" className="border-b border-stone-200 bg-white px-4 py-8">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 text-center md:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label}>
            <dt className="sr-only">{s.label}</dt>
            <dd className="text-3xl font-extrabold text-felt-800">{s.value}</dd>
            <dd className="text-sm text-stone-600">{s.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
