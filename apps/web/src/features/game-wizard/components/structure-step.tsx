import { estimatedDurationMinutes, type TournamentPresetKey, tournamentPresets } from '@pokerhome/domain';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { NumberField, NumberInput } from '@/components/ui/number-input.tsx';
import { cn } from '@/lib/cn.ts';
import { presetStructure, type StepWizard, type WizardDraft } from '../utils/draft.ts';
import { LevelsEditor } from './levels-editor.tsx';
import { StructureGeneratorDialog } from './structure-generator-dialog.tsx';

type Structure = NonNullable<WizardDraft['structure']>;
const cell = 'h-8 w-24 px-2';

export function StructureStep({ wizard }: { wizard: StepWizard }) {
  const { draft, update, errors: e } = wizard;
  const s = draft.structure;
  const set = (change: Partial<Structure>) =>
    update((d) => (d.structure ? { structure: { ...d.structure, preset: 'custom', ...change } } : {}));
  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="mb-2 font-medium">Start from a preset</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(tournamentPresets) as TournamentPresetKey[]).map((key) => {
            const p = tournamentPresets[key];
            return (
              <button
                key={key}
                type="button"
                onClick={() => update((d) => ({ structure: presetStructure(key, d.maxParticipants) }))}
                className={cn(
                  'rounded-lg border px-3 py-2 text-left text-sm',
                  s?.preset === key ? 'border-felt-600 bg-felt-50' : 'border-stone-300 hover:bg-stone-50',
                )}
              >
                <span className="block font-semibold">{p.name}</span>
                <span className="text-stone-600">
                  {p.startingChips.toLocaleString()} chips · {p.levels.length} levels of{' '}
                  {p.levels[0]?.duration} min
                </span>
              </button>
            );
          })}
        </div>
        {e.structure && <p className="mt-1 text-sm text-red-700">{e.structure}</p>}
      </fieldset>
      {s && (
        <>
          <NumberField
            id="wizard-chips"
            label="Starting chips"
            error={e.startingChips}
            min={100}
            step={100}
            className="max-w-40"
            value={s.startingChips}
            onValueChange={(startingChips) => set({ startingChips })}
          />
          <section aria-labelledby="levels-title" className="min-w-0">
            <h3 id="levels-title" className="font-medium">
              Blind levels{' '}
              <span className="font-normal text-stone-600">
                ({estimatedDurationMinutes(s.levels)} min in all)
              </span>
            </h3>
            {e.levels && <p className="text-sm text-red-700">{e.levels}</p>}
            <div className="mt-2">
              <StructureGeneratorDialog
                players={draft.maxParticipants}
                startingChips={s.startingChips}
                startsAt={draft.scheduledDate}
                onUse={(generated) => set(generated)}
              />
            </div>
            <LevelsEditor levels={s.levels} errors={e} onChange={(levels) => set({ levels })} />
          </section>
          <section aria-labelledby="payouts-title">
            <h3 id="payouts-title" className="font-medium">
              Payouts
            </h3>
            {e.payouts && <p className="text-sm text-red-700">{e.payouts}</p>}
            <ol className="mt-2 space-y-1">
              {s.payouts.map((p, i) => (
                <li key={p.position} className="flex items-center gap-2 text-sm">
                  <span className="w-10">#{p.position}</span>
                  <NumberInput
                    aria-label={`Place ${p.position} percentage`}
                    min={0}
                    max={100}
                    step={0.01}
                    className={cell}
                    value={p.percentage}
                    onValueChange={(percentage) =>
                      set({ payouts: s.payouts.map((x, j) => (j === i ? { ...x, percentage } : x)) })
                    }
                  />
                  %
                </li>
              ))}
            </ol>
            <div className="mt-2 flex gap-2">
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() =>
                  set({ payouts: [...s.payouts, { position: s.payouts.length + 1, percentage: 0 }] })
                }
              >
                <Plus aria-hidden /> Add place
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={s.payouts.length <= 1}
                onClick={() => set({ payouts: s.payouts.slice(0, -1) })}
              >
                Remove last place
              </Button>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
