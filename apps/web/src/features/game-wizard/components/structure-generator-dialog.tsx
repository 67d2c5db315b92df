import {
  type BlindLevel,
  defaultChipSet,
  defaultLevelMinutes,
  expectedEndTime,
  generateStructure,
  generatorInputSchema,
  generatorLimits,
} from '@pokerhome/domain';
import { Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { FormField, InputField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { NumberField } from '@/components/ui/number-input.tsx';

/** Chips as players read them: 1,500 not 1500. */
const chips = (n: number) => n.toLocaleString();
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const chipList = (v: string) =>
  v
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

/** The generator's figures, each a number box of the dialog. */
const figureFields = [
  { name: 'targetMinutes', id: 'gen-target', label: 'Length (minutes)', min: 30, max: 720 },
  { name: 'players', id: 'gen-players', label: 'Players', min: 2 },
  { name: 'startingChips', id: 'gen-chips', label: 'Starting stack', min: 100, step: 100 },
] as const;

/**
 * The blind-structure generator (docs/tournament.md, "Generating a structure"): the host states the
 * length, the players, the stack and the chips; the domain builds the levels, breaks, colour-ups and
 * antes, and this dialog previews them with the expected end and the generator's warnings (a big
 * blind held to 2.5× a level that ends short, or bigger jumps the host allowed) before they replace
 * the structure.
 */
export function StructureGeneratorDialog({
  players,
  startingChips,
  startsAt,
  onUse,
}: {
  players: number;
  startingChips: number;
  /** The game's date and time as typed (local), for the expected end. */
  startsAt: string;
  onUse: (s: { startingChips: number; levels: BlindLevel[] }) => void;
}) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    targetMinutes: 240,
    players,
    startingChips: Number.isFinite(startingChips) ? startingChips : 10_000,
    chipSet: defaultChipSet.join(', '),
    levelMinutes: '',
    bigBlindAntes: true,
    allowBigJumps: false,
  });
  const parsed = generatorInputSchema.safeParse({
    targetMinutes: form.targetMinutes,
    players: form.players,
    startingChips: form.startingChips,
    chipSet: chipList(form.chipSet),
    levelMinutes: form.levelMinutes ? Number(form.levelMinutes) : undefined,
    antes: form.bigBlindAntes ? 'big-blind' : 'none',
    allowBigJumps: form.allowBigJumps,
  });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  const result = useMemo(
    () => (parsed.success ? generateStructure(parsed.data) : null),
    [parsed.data, parsed.success],
  );
  const start = startsAt ? new Date(startsAt).getTime() : Number.NaN;
  const end = result && Number.isFinite(start) ? new Date(expectedEndTime(start, result.levels)) : null;
  const field = (name: 'chipSet' | 'levelMinutes') => (ev: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: ev.target.value }));
  const auto = defaultLevelMinutes(form.targetMinutes || 240);

  return (
    <>
      <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Wand2 aria-hidden /> Generate a structure
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>Generate a blind structure</DialogTitle>
          <DialogDescription>
            Levels, breaks, colour-ups and antes from how long the night should last.
          </DialogDescription>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {figureFields.map(({ name, ...input }) => (
              <NumberField
                key={name}
                error={errors[name]}
                value={form[name]}
                onValueChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
                {...input}
              />
            ))}
            <InputField
              id="gen-set"
              label="Chip values"
              error={errors.chipSet}
              value={form.chipSet}
              onChange={field('chipSet')}
            />
            <FormField id="gen-level" label="Level length">
              <NativeSelect id="gen-level" value={form.levelMinutes} onChange={field('levelMinutes')}>
                <option value="">Automatic ({auto} min)</option>
                {[10, 15, 20, 25, 30, 40].map((m) => (
                  <option key={m} value={m}>
                    {m} min
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <label htmlFor="gen-antes" className="flex items-center gap-2 self-end pb-2 text-sm">
              <Checkbox
                id="gen-antes"
                checked={form.bigBlindAntes}
                onChange={(ev) => setForm((f) => ({ ...f, bigBlindAntes: ev.target.checked }))}
              />
              Big-blind antes after the first break
            </label>
            <label htmlFor="gen-jumps" className="flex items-center gap-2 text-sm sm:col-span-2">
              <Checkbox
                id="gen-jumps"
                checked={form.allowBigJumps}
                onChange={(ev) => setForm((f) => ({ ...f, allowBigJumps: ev.target.checked }))}
              />
              Allow the big blind to grow more than {generatorLimits.maxBlindJump}× in one level
            </label>
          </div>
          {result && (
            <section aria-labelledby="gen-preview" className="mt-4">
              <h3 id="gen-preview" className="font-medium">
                Preview
              </h3>
              <p className="text-sm text-stone-700" data-testid="generator-summary">
                {result.levels.filter((l) => !l.isBreak).length} levels of {result.levelMinutes} min,{' '}
                {plural(result.levels.filter((l) => l.isBreak).length, 'break')}, {result.totalMinutes} min in
                all
                {end
                  ? ` · expected end ${end.toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' })}`
                  : ' · set the date and time to see the expected end'}
              </p>
              {result.warnings.length > 0 && (
                <Alert tone="warning" className="mt-2" data-testid="generator-warnings">
                  {result.warnings.map((w) => (
                    <p key={w}>{w}</p>
                  ))}
                </Alert>
              )}
              <ol className="mt-2 max-h-56 overflow-y-auto rounded-md border border-stone-200 text-sm">
                {result.levels.map((l) => (
                  <li
                    key={`${l.isBreak ? 'break' : 'level'}-${l.level}`}
                    className="flex justify-between gap-2 border-b border-stone-100 px-3 py-1 last:border-0"
                  >
                    {l.isBreak ? (
                      <span className="text-stone-600">
                        Break {l.duration} min
                        {l.colourUp ? ` · colour up the ${l.colourUp.remove}s` : ''}
                      </span>
                    ) : (
                      <>
                        <span className="shrink-0">Level {l.level}</span>
                        <span className="text-right">
                          {chips(l.smallBlind)} / {chips(l.bigBlind)}
                          {l.ante ? ` · BB ante ${chips(l.ante)}` : ''} · {l.duration} min
                        </span>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={!result || !parsed.success}
              onClick={() => {
                if (!result || !parsed.success) return;
                onUse({ startingChips: parsed.data.startingChips, levels: result.levels });
                setOpen(false);
              }}
            >
              Use this structure
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
