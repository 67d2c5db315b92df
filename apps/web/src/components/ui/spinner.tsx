import { LoaderCircleIcon } from '@/components/frame-icons.tsx';
import { cn } from '@/lib/cn.ts';

/** A spinning indicator; `label` is read by screen readers (and shown when `showLabel`). */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircleIcon aria-hidden className="size-5 motion-safe:animate-spin" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
