import { cn } from '@/lib/cn.ts';

/*
 * Static pictures of the product drawn with its own components' look, on sample data that says so.
 * Used by the dashboard showcase and the demo dialog (static sample mock-ups).
 */

function Frame({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <figure
      className={cn('overflow-hidden rounded-xl border border-stone-200 bg-stone-50 shadow-lg', className)}
    >
      <div className="flex items-center gap-1.5 border-b border-stone-200 bg-white px-3 py-2">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-felt-400" />
        <figcaption className="ml-2 text-xs text-stone-500">{title} · sample data</figcaption>
      </div>
      <div className="p-4">{children}</div>
    </figure>
  );
}

export function DashboardMockup() {
  const cards = [
    ['Games This Month', '6', '+2 from last month'],
    ['Active Players', '14', '3 new this week'],
    ['Total Buy-ins', '$620.00', 'this month'],
    ['Win Rate', '33%', 'of completed games'],
  ];
  const games = [
    ['Friday Night Turbo', 'Live', 'felt'],
    ['Sunday Deep Stack', 'Starting Soon', 'amber'],
  ];
  return (
    <Frame title="Dashboard">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {cards.map(([label, value, detail]) => (
          <div key={label} className="rounded-lg border border-stone-200 bg-white p-3">
            <p className="text-xs text-stone-600">{label}</p>
            <p className="text-xl font-bold">{value}</p>
            <p className="text-xs text-stone-500">{detail}</p>
          </div>
        ))}
      </div>
      <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {games.map(([name, status, tone]) => (
          <li key={name} className="flex items-center justify-between px-3 py-2 text-sm">
            <span className="font-medium">{name}</span>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                tone === 'felt' ? 'bg-felt-50 text-felt-800' : 'bg-amber-50 text-amber-900',
              )}
            >
              {status}
            </span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function ClockMockup() {
  return (
    <Frame title="Tournament clock">
      <div className="bg-felt rounded-lg p-6 text-center text-felt-50">
        <p className="text-sm tracking-widest text-chip-300 uppercase">Level 4</p>
        <p className="font-mono text-6xl font-bold tabular-nums">12:34</p>
        <p className="mt-2 text-2xl font-semibold">100 / 200 · ante 25</p>
        <p className="mt-1 text-sm text-felt-200">
          Next: 150 / 300 · 14 of 18 players left · avg stack 2,571
        </p>
      </div>
    </Frame>
  );
}

export function LedgerMockup() {
  const rows = [
    ['Alex', '$20', '$20', '$40', 'Paid'],
    ['Sam', '$20', '—', '$20', 'Paid'],
    ['Jordan', '$20', '$20', '$40', 'Pending'],
  ];
  return (
    <Frame title="Financial tracking">
      <table className="w-full rounded-lg bg-white text-left text-sm">
        <thead className="text-stone-600">
          <tr>
            {['Player', 'Buy-in', 'Rebuy', 'Total', 'Status'].map((h) => (
              <th key={h} className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, buyIn, rebuy, total, status]) => (
            <tr key={name} className="border-t border-stone-200">
              <td className="px-3 py-2">{name}</td>
              <td className="px-3 py-2">{buyIn}</td>
              <td className="px-3 py-2">{rebuy}</td>
              <td className="px-3 py-2 font-medium">{total}</td>
              <td className="px-3 py-2">
                <span className={status === 'Paid' ? 'text-felt-700' : 'text-amber-700'}>{status}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

export function TemplateWizardMockup() {
  const steps = ['Basics', 'Game Location', 'Buy-in', 'Structure', 'Review'];
  return (
    <Frame title="Game template wizard">
      <p className="text-xs text-stone-600">Step 2 of 5</p>
      <div className="mt-1 h-1.5 rounded-full bg-stone-200">
        <div className="h-1.5 w-2/5 rounded-full bg-felt-600" />
      </div>
      <ol className="mt-3 flex flex-wrap gap-2 text-xs">
        {steps.map((s, i) => (
          <li
            key={s}
            className={cn(
              'rounded-full px-2 py-1',
              i === 1 ? 'bg-felt-700 text-white' : 'bg-white ring-1 ring-stone-200',
            )}
          >
            {i + 1}. {s}
          </li>
        ))}
      </ol>
      <div className="mt-3 space-y-2 rounded-lg bg-white p-3 text-sm">
        <p className="font-medium">Game Location</p>
        <p className="rounded border border-stone-300 px-2 py-1 text-stone-700">Sam's place</p>
        <p className="rounded border border-stone-300 px-2 py-1 text-stone-500">1 Main St · ring twice</p>
      </div>
    </Frame>
  );
}
