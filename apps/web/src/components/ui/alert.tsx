import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

const tones = {
  danger: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  success: { box: 'border-felt-200 bg-felt-50 text-felt-900', icon: CircleCheck },
  info: { box: 'border-stone-200 bg-stone-50 text-stone-800', icon: Info },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: TriangleAlert },
} as const;

/**
 * An inline message about a whole form or page. Errors are announced at once (role alert);
 * confirmations and warnings politely (role status).
 */
export function Alert({
  tone = 'danger',
  className,
  children,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-2 rounded-md border px-3 py-2.5 text-sm', box, className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
