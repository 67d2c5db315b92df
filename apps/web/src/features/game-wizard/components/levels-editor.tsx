import { type BlindLevel, nextBlindLevel } from '@pokerhome/domain';
import { Coffee, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { NumberInput } from '@/components/ui/number-input.tsx';

// On a phone the number boxes share the card's width (decision 0040); from `sm` each is 6rem.
// Without the spin buttons there (a desktop browser draws them inside the box), five digits fit.
const cell =
  'h-8 w-full min-w-0 max-sm:px-1 max-sm:[appearance:textfield] max-sm:[&::-webkit-inner-spin-button]:appearance-none sm:w-24 sm:px-2';
/** The usual colour-ups of home-game chip sets: the chip removed and the next one up. */
const colourUps = [
  [1, 5],
  [5, 25],
  [25, 100],
  [100, 500],
  [500, 1000],
  [1000, 5000],
] as const;

/** A break after the last level, at its blinds (the clock shows the blinds of the level before a break). */
export function breakAfter(levels: readonly BlindLevel[]): BlindLevel {
  const last = [...levels].reverse().find((l) => !l.isBreak);
  return {
    level: levels.length + 1,
    smallBlind: last?.smallBlind ?? 10,
    bigBlind: last?.bigBlind ?? 20,
    ante: 0,
    duration: 10,
    isBreak: true,
    bigBlindAnte: false,
    colourUp: null,
  };
}

/** What can be added at the end of the structure: the next level, or a break. */
const appendActions = [
  { label: 'Add level', Icon: Plus, next: nextBlindLevel },
  { label: 'Add break', Icon: Coffee, next: breakAfter },
];

/**
 * The blind levels of a structure, breaks among them (docs/tournament.md, "Structures"): a blind
 * level has blinds, an ante (a big-blind ante when ticked) and minutes; a break has minutes and the
 * colour-up done during it, if any.
 */
export function LevelsEditor({
  levels,
  errors: e,
  onChange,
}: {
  levels: BlindLevel[];
  errors: Record<string, string | undefined>;
  onChange: (levels: BlindLevel[]) => void;
}) {
  const setLevel = (i: number, change: Partial<BlindLevel>) =>
    onChange(levels.map((l, j) => (j === i ? { ...l, ...change } : l)));
  let blindNumber = 0;
  return (
    <>
      {/* Fits a 390 px phone: fixed columns, the number boxes sharing what is left (decision 0040).
          The box scrolls sideways only if a browser's text is much larger than planned. */}
      <div className="overflow-x-auto">
        <table className="mt-2 w-full table-fixed text-sm sm:w-auto sm:min-w-[40rem] sm:table-auto">
          <colgroup>
            <col className="w-10 sm:w-auto" />
            <col />
            <col />
            <col />
            <col className="w-9 sm:w-auto" />
            <col />
            <col className="w-8 sm:w-auto" />
          </colgroup>
          <thead className="text-left align-bottom leading-tight text-stone-600">
            <tr>
              <th className="pr-1 pb-1 font-medium sm:pr-2">Level</th>
              <th className="pr-1 pb-1 font-medium sm:pr-2">Small blind</th>
              <th className="pr-1 pb-1 font-medium sm:pr-2">Big blind</th>
              <th className="pr-1 pb-1 font-medium sm:pr-2">Ante</th>
              <th className="pr-1 pb-1 font-medium sm:pr-2">BB ante</th>
              <th className="pr-1 pb-1 font-medium sm:pr-2">Minutes</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {levels.map((l, i) => {
              if (!l.isBreak) blindNumber += 1;
              const name = l.isBreak ? `Break ${i + 1}` : `Level ${i + 1}`;
              const minutes = (
                <td className="py-1 pr-1 sm:pr-2">
                  <NumberInput
                    aria-label={`${name} duration`}
                    min={1}
                    className={cell}
                    aria-invalid={e[`levels.${i}.duration`] ? true : undefined}
                    value={l.duration}
                    onValueChange={(duration) => setLevel(i, { duration })}
                  />
                </td>
              );
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: levels are positional; their number is their index
                <tr key={i} className={l.isBreak ? 'bg-amber-50' : undefined}>
                  {l.isBreak ? (
                    <>
                      <td className="py-1 pr-1 sm:pr-2 font-medium">
                        <Coffee aria-hidden className="inline size-4" />{' '}
                        <span className="max-sm:sr-only">Break</span>
                      </td>
                      <td colSpan={4} className="py-1 pr-1 sm:pr-2">
                        <div className="flex items-center gap-2">
                          <label htmlFor={`colour-up-${i}`} className="text-stone-700">
                            Colour up
                          </label>
                          <NativeSelect
                            id={`colour-up-${i}`}
                            className="h-8 min-w-0 sm:w-auto"
                            value={l.colourUp ? `${l.colourUp.remove}-${l.colourUp.next}` : ''}
                            onChange={(ev) => {
                              const [remove, next] = ev.target.value.split('-').map(Number);
                              setLevel(i, { colourUp: remove && next ? { remove, next } : null });
                            }}
                          >
                            <option value="">No colour-up</option>
                            {colourUps.map(([remove, next]) => (
                              <option key={remove} value={`${remove}-${next}`}>
                                Race off the {remove}s (next chip {next})
                              </option>
                            ))}
                            {l.colourUp &&
                              !colourUps.some(
                                ([r, n]) => r === l.colourUp?.remove && n === l.colourUp?.next,
                              ) && (
                                <option value={`${l.colourUp.remove}-${l.colourUp.next}`}>
                                  Race off the {l.colourUp.remove}s (next chip {l.colourUp.next})
                                </option>
                              )}
                          </NativeSelect>
                        </div>
                      </td>
                    </>
                  ) : (
                    <>
                      <td className="py-1 pr-1 sm:pr-2">{blindNumber}</td>
                      {(['smallBlind', 'bigBlind', 'ante'] as const).map((f) => (
                        <td key={f} className="py-1 pr-1 sm:pr-2">
                          <NumberInput
                            aria-label={`${name} ${f}`}
                            min={f === 'ante' ? 0 : 1}
                            className={cell}
                            aria-invalid={e[`levels.${i}.${f}`] ? true : undefined}
                            value={l[f]}
                            onValueChange={(value) => setLevel(i, { [f]: value })}
                          />
                        </td>
                      ))}
                      <td className="py-1 pr-1 sm:pr-2 text-center">
                        <Checkbox
                          aria-label={`${name} big-blind ante`}
                          checked={l.bigBlindAnte}
                          onChange={(ev) =>
                            setLevel(i, {
                              bigBlindAnte: ev.target.checked,
                              // A big-blind ante is usually the big blind itself.
                              ante: ev.target.checked && !l.ante ? l.bigBlind : l.ante,
                            })
                          }
                        />
                      </td>
                    </>
                  )}
                  {minutes}
                  <td>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      className="max-sm:px-2"
                      aria-label={`Remove ${l.isBreak ? 'break' : 'level'} ${i + 1}`}
                      disabled={levels.length <= 1}
                      onClick={() => onChange(levels.filter((_, j) => j !== i))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {Object.entries(e)
        .filter(([k]) => k.startsWith('levels.'))
        .slice(0, 3)
        .map(([k, m]) => (
          <p key={k} className="text-sm text-red-700">
            Level {Number(k.split('.')[1]) + 1}: {m}
          </p>
        ))}
      <div className="mt-2 flex flex-wrap gap-2">
        {appendActions.map(({ label, Icon, next }) => (
          <Button
            key={label}
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => onChange([...levels, next(levels)])}
          >
            <Icon aria-hidden /> {label}
          </Button>
        ))}
      </div>
    </>
  );
}
