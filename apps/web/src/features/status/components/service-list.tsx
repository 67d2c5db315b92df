import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import type { ServiceRow, ServiceState } from '../status-model.ts';

const stateBadge: Record<ServiceState, { label: string; tone: BadgeTone }> = {
  checking: { label: 'Checking', tone: 'neutral' },
  operational: { label: 'Operational', tone: 'success' },
  unhealthy: { label: 'Unhealthy', tone: 'danger' },
  error: { label: 'Error', tone: 'danger' },
};

export function ServiceList({ rows }: { rows: ServiceRow[] }) {
  return (
    <Card aria-labelledby="services-heading">
      <h2 id="services-heading" className="border-b border-stone-200 px-6 py-4 text-lg font-semibold">
        Services
      </h2>
      <ul className="divide-y divide-stone-200">
        {rows.map((row) => {
          const badge = stateBadge[row.state];
          return (
            <li
              key={row.key}
              data-testid={`service-${row.key}`}
              className="flex flex-wrap items-center justify-between gap-2 px-6 py-4"
            >
              <div>
                <p className="font-medium">{row.name}</p>
                {row.message ? <p className="text-sm text-stone-600">{row.message}</p> : null}
              </div>
              <div className="flex items-center gap-3">
                {row.responseTimeMs !== undefined ? (
                  <span className="text-sm text-stone-500">{row.responseTimeMs} ms</span>
                ) : null}
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
