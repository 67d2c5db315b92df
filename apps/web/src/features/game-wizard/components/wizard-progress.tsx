import { cn } from '@/lib/cn.ts';

/**
 * Where a wizard stands: "Step 2 of 6", a progress bar, and a button per step that goes back to a
 * step already reached (the steps ahead stay disabled until the current one passes).
 */
export function WizardProgress<Step extends string>({
  steps,
  index,
  titles,
  onGoTo,
}: {
  steps: readonly Step[];
  index: number;
  titles: Record<Step, string>;
  onGoTo: (index: number) => void;
}) {
  const percent = Math.round(((index + 1) / steps.length) * 100);
  return (
    <div>
      <div className="flex items-center justify-between text-sm text-stone-600">
        <span>
          Step {index + 1} of {steps.length}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        className="mt-1 h-2 rounded-full bg-stone-200"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="Wizard progress"
      >
        <div className="h-2 rounded-full bg-felt-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-3 flex flex-wrap gap-2">
        {steps.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              disabled={i > index}
              onClick={() => onGoTo(i)}
              aria-current={i === index ? 'step' : undefined}
              className={cn(
                'rounded-full px-3 py-1 text-xs font-medium',
                i === index
                  ? 'bg-felt-700 text-white'
                  : i < index
                    ? 'bg-felt-50 text-felt-800 hover:bg-felt-100'
                    : 'bg-stone-100 text-stone-400',
              )}
            >
              {i + 1}. {titles[s]}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
