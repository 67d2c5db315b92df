import { estimatedDurationMinutes, type TournamentPresetKey, tournamentPresets } from '@pokerhome/domain';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { presetStructure, type StepWizard, type WizardDraft } from '../utils/draft.ts';
import { LevelsEditor } from './levels-editor.tsx';
import { StructureGeneratorDialog } from './structure-generator-dialog.tsx';

type Structure = NonNullable<WizardDraft['structure']>;
const num = (v: string) => (v === '' ? Number.NaN : Number(v));
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
          <InputField
            id="wizard-chips"
            label="Starting chips"
            error={e.startingChips}
            type="number"
            min={100}
            step={100}
            className="max-w-40"
            value={Number.isFinite(s.startingChips) ? s.startingChips : ''}
            onChange={(ev) => set({ startingChips: num(ev.target.value) })}
          />
          <section aria-labelledby="levels-title" className="overflow-x-auto">
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
                  <Input
                    aria-label={`Place ${p.position} percentage`}
                    type="number"
                    min={0}
                    max={100}
                    step={0.01}
                    className={cell}
                    value={Number.isFinite(p.percentage) ? p.percentage : ''}
                    onChange={(ev) =>
                      set({
                        payouts: s.payouts.map((x, j) =>
                          j === i ? { ...x, percentage: num(ev.target.value) } : x,
                        ),
                      })
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
