import type { BlindLevel } from '@pokerhome/domain';

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
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-stone-600">Starting chips</dt>
          <dd className="font-medium">{structure.startingChips.toLocaleString()}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Levels</dt>
          <dd className="font-medium">{blinds.length}</dd>
        </div>
        <div>
          <dt className="text-stone-600">First level</dt>
          <dd className="font-medium">{first ? `${first.duration} min` : '—'}</dd>
        </div>
      </dl>
      <table className="w-full text-left text-sm">
        <thead className="text-stone-600">
          <tr>
            <th className="py-1 font-medium">Level</th>
            <th className="py-1 font-medium">Blinds</th>
            <th className="py-1 font-medium">Ante</th>
            <th className="py-1 font-medium">Minutes</th>
          </tr>
        </thead>
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
