import type { WizardDraft } from '../utils/draft.ts';

type Level = NonNullable<WizardDraft['structure']>['levels'][number];

/** The first `shown` blind levels of a structure under review, and how many more there are. */
export function LevelsPreview({ levels, shown }: { levels: Level[]; shown: number }) {
  return (
    <>
      <ol className="mt-1 list-decimal pl-5">
        {levels.slice(0, shown).map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional preview
          <li key={i}>
            {l.smallBlind}/{l.bigBlind} · {l.duration} min
          </li>
        ))}
      </ol>
      {levels.length > shown && <p>... and {levels.length - shown} more levels</p>}
    </>
  );
}
