import type { BlindLevel } from '@pokerhome/domain';
import { FigureList } from '@/components/ui/figure-list.tsx';
import { TableHead } from '@/components/ui/table-head.tsx';

const previewLevels = 5;

/** Join game: starting chips, level count, first duration, the first 5 levels, then the rest counted. */
export function StructurePreview({
  structure,
}: {
  structure: { startingChips: number; levels: BlindLevel[] };
}) {
  const blinds = structure.levels.filter((l) => !l.isBreak);
  const first = blinds[0];
  const rest = structure.levels.length - previewLevels;
  return (
    <section aria-labelledby="structure-heading" className="space-y-2">
      <h2 id="structure-heading" className="font-semibold">
        Tournament structure
      </h2>
      <FigureList
        className="grid grid-cols-3 gap-2 text-sm"
        labelClassName="text-stone-600"
        valueClassName="font-medium"
        figures={[
          { label: 'Starting chips', value: structure.startingChips.toLocaleString() },
          { label: 'Levels', value: blinds.length },
          { label: 'First level', value: first ? `${first.duration} min` : '—' },
        ]}
      />
      <table className="w-full text-left text-sm">
        <TableHead
          className="text-stone-600"
          cellClassName="py-1"
          columns={['Level', 'Blinds', 'Ante', 'Minutes']}
        />
        <tbody>
          {structure.levels.slice(0, previewLevels).map((l) => (
            <tr key={l.level} className="border-t border-stone-200">
              <td className="py-1">{l.isBreak ? 'Break' : l.level}</td>
              <td className="py-1">
                {l.isBreak
                  ? l.colourUp
                    ? `Colour up the ${l.colourUp.remove}s`
                    : '—'
                  : `${l.smallBlind}/${l.bigBlind}`}
              </td>
              <td className="py-1">{l.ante ? `${l.bigBlindAnte ? 'BB ' : ''}${l.ante}` : '—'}</td>
              <td className="py-1">{l.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rest > 0 && <p className="text-sm text-stone-600">and {rest} more levels</p>}
    </section>
  );
}
