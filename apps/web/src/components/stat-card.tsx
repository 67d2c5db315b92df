import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';

/** One figure on a card: its label and icon, the value large, an optional line under it (`compact`: a smaller value). */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
  compact = false,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: LucideIcon;
  compact?: boolean;
}) {
  return (
    <Card className="p-4">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <Icon aria-hidden className="size-5 text-felt-700" />
      </div>
      <p className={cn('mt-2 font-bold text-stone-900', compact ? 'text-2xl' : 'text-3xl')}>{value}</p>
      {detail && <p className="mt-1 text-sm text-stone-600">{detail}</p>}
    </Card>
  );
}
