import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';

export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-4">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <Icon aria-hidden className="size-5 text-felt-700" />
      </div>
      <p className="mt-2 text-3xl font-bold text-stone-900">{value}</p>
      {detail && <p className="mt-1 text-sm text-stone-600">{detail}</p>}
    </Card>
  );
}
