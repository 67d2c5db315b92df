import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import type { OverallStatus } from '../status-model.ts';

const presentation = {
  operational: {
    label: 'Operational',
    text: 'All services are running normally.',
    icon: CircleCheck,
    className: 'border-felt-300 bg-felt-50 text-felt-900',
  },
  degraded: {
    label: 'Degraded',
    text: 'Some services are not working as expected.',
    icon: CircleAlert,
    className: 'border-amber-300 bg-amber-50 text-amber-950',
  },
  outage: {
    label: 'Outage',
    text: 'The status of the services could not be retrieved.',
    icon: CircleX,
    className: 'border-red-300 bg-red-50 text-red-900',
  },
} as const;

export function OverallStatusBanner({ status, detail }: { status: OverallStatus; detail?: string }) {
  if (status === 'checking') {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-6">
        <Spinner label="Checking system status…" showLabel />
      </div>
    );
  }
  const { label, text, icon: Icon, className } = presentation[status];
  return (
    <section
      aria-labelledby="overall-status"
      className={cn('flex items-start gap-4 rounded-xl border p-6', className)}
    >
      <Icon aria-hidden className="size-8 shrink-0" />
      <div>
        <h2 id="overall-status" className="text-xl font-semibold">
          Overall status: {label}
        </h2>
        <p className="mt-1">{text}</p>
        {detail ? <p className="mt-1 text-sm opacity-80">{detail}</p> : null}
      </div>
    </section>
  );
}
