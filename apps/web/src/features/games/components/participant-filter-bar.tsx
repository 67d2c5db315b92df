import { participantStatuses } from '@pokerhome/domain';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { participantStatusLabels } from '../utils/format.ts';
import type { ParticipantFilter } from '../utils/participant-filter.ts';

/**
 * Find a player on a big game's manage page (decision 0040): a name or address and a status narrow
 * the check-in and the participant list together; the counts above them stay the whole game's.
 */
export function ParticipantFilterBar({
  filter,
  onChange,
}: {
  filter: ParticipantFilter;
  onChange: (filter: ParticipantFilter) => void;
}) {
  return (
    <search className="flex gap-2" aria-label="Players">
      <SearchInput
        wrapperClassName="min-w-0 flex-1"
        type="search"
        aria-label="Find a player"
        placeholder="Find a player"
        value={filter.text}
        onChange={(e) => onChange({ ...filter, text: e.target.value })}
      />
      <div className="w-36 shrink-0">
        <NativeSelect
          aria-label="Show players"
          value={filter.status}
          onChange={(e) => onChange({ ...filter, status: e.target.value as ParticipantFilter['status'] })}
        >
          <option value="all">Everyone</option>
          {participantStatuses.map((s) => (
            <option key={s} value={s}>
              {participantStatusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
