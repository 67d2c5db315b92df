import { gameLimits } from '@pokerhome/domain';
import { Banknote, Trophy } from 'lucide-react';
import { InputField, TextareaField } from '@/components/ui/form-field.tsx';
import { NumberField } from '@/components/ui/number-input.tsx';
import { cn } from '@/lib/cn.ts';
import { presetStructure, type StepWizard, withMaxParticipants } from '../utils/draft.ts';
import { RulesEditor } from './rules-editor.tsx';

/** Local datetime-local value 5 minutes from now: the picker's minimum (docs/templates-and-wizards.md). */
function minDate() {
  const d = new Date(Date.now() + 5 * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Step 1. A template has no date, and its rules get a step of their own (`template`). */
export function InfoStep({ wizard, template = false }: { wizard: StepWizard; template?: boolean }) {
  const { draft, update, errors: e } = wizard;
  const types = [
    {
      value: 'tournament',
      label: 'Tournament',
      icon: Trophy,
      text: 'Blind levels, a clock, seats and payouts.',
    },
    {
      value: 'cash_game',
      label: 'Cash Game',
      icon: Banknote,
      text: 'Fixed blinds, buy in and cash out any time.',
    },
  ] as const;
  return (
    <div className="grid gap-5">
      <fieldset>
        <legend className="mb-2 font-medium">Game type</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {types.map(({ value, label, icon: Icon, text }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-4',
                draft.type === value ? 'border-felt-600 bg-felt-50 ring-1 ring-felt-600' : 'border-stone-300',
              )}
            >
              <input
                type="radio"
                name="game-type"
                value={value}
                checked={draft.type === value}
                className="sr-only"
                onChange={() =>
                  update((d) => ({
                    type: value,
                    // Tournament fills the Standard preset with payouts by player count (docs/templates-and-wizards.md).
                    structure:
                      value === 'tournament'
                        ? (d.structure ?? presetStructure('standard', d.maxParticipants))
                        : d.structure,
                  }))
                }
              />
              <Icon aria-hidden className="size-6 text-felt-700" />
              <span>
                <span className="block font-semibold">{label}</span>
                <span className="text-sm text-stone-600">{text}</span>
              </span>
            </label>
          ))}
        </div>
        {e.type && <p className="mt-1 text-sm text-red-700">{e.type}</p>}
      </fieldset>
      <InputField
        id="wizard-name"
        label="Game name"
        error={e.name}
        value={draft.name}
        onChange={(ev) => update({ name: ev.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {!template && (
          <InputField
            id="wizard-date"
            label="Date and time"
            error={e.scheduledDate}
            type="datetime-local"
            min={minDate()}
            value={draft.scheduledDate}
            onChange={(ev) => update({ scheduledDate: ev.target.value })}
          />
        )}
        <NumberField
          id="wizard-max"
          label="Maximum participants"
          error={e.maxParticipants}
          hint={`2 to ${wizard.ctx.maxParticipants}`}
          min={gameLimits.minParticipants}
          max={wizard.ctx.maxParticipants}
          value={draft.maxParticipants}
          onValueChange={(maxParticipants) => update((d) => withMaxParticipants(d, maxParticipants))}
        />
      </div>
      <TextareaField
        id="wizard-description"
        label="Description (optional)"
        error={e.description}
        rows={3}
        value={draft.description}
        onChange={(ev) => update({ description: ev.target.value })}
      />
      {!template && <RulesEditor rules={draft.rules} errors={e} onChange={(rules) => update({ rules })} />}
    </div>
  );
}
