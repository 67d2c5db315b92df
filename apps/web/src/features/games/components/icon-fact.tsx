import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One fact of a game in a description list: its icon, a name for screen readers, and the value. */
export function IconFact({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden className="size-4 text-stone-500" />
      <dt className="sr-only">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
