import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** A landing section: anchored (scroll margin clears the sticky header), titled, centred. */
export function Section({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-16 px-4 py-16 sm:py-20', className)}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg text-stone-600">{lead}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
