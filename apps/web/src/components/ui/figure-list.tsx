import type { ReactNode } from 'react';

/** One labelled figure: what it counts, its value, and the test id its value carries where a test reads it. */
export type Figure = { label: string; value: ReactNode; testId?: string };

/**
 * Figures side by side as a description list, each a term over its value; the classes are the
 * list's layout and the look of the labels and of the values.
 */
export function FigureList({
  figures,
  className,
  labelClassName,
  valueClassName,
}: {
  figures: Figure[];
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {figures.map(({ label, value, testId }) => (
        <div key={label}>
          <dt className={labelClassName}>{label}</dt>
          <dd className={valueClassName} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
