import type { HealthResponse } from '@pokerhome/domain';
import { Card } from '@/components/ui/card.tsx';

function formatTime(value: string | number | undefined): string {
  if (value === undefined || value === 0) return 'Unknown';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString();
}

/** When the report was made and by which build; on an outage only the time of our last attempt is known. */
export function StatusDetails({
  health,
  checkedAt,
}: {
  health: HealthResponse | undefined;
  checkedAt: number;
}) {
  const items = [
    { label: health ? 'Reported at' : 'Last checked', value: formatTime(health?.timestamp ?? checkedAt) },
    { label: 'Version', value: health?.version ?? 'Unknown' },
    { label: 'Environment', value: health?.environment ?? 'Unknown' },
  ];
  return (
    <Card>
      <dl className="grid gap-4 p-6 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-sm text-stone-500">{item.label}</dt>
            <dd className="mt-1 font-medium">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
