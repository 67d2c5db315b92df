import { useQuery } from '@tanstack/react-query';
import { MapPin, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { InputField, TextareaField } from '@/components/ui/form-field.tsx';
import { quickLocationsQueryOptions } from '../api/quick-locations.ts';
import type { StepWizard } from '../utils/draft.ts';
import { QuickLocationsDialog } from './quick-locations-dialog.tsx';

/** Where the game is played: the place's name and its address. */
const placeFields = [
  { name: 'name', id: 'wizard-location', label: 'Location name' },
  { name: 'address', id: 'wizard-address', label: 'Address (optional)' },
] as const;

export function LocationStep({ wizard }: { wizard: StepWizard }) {
  const { draft, update, errors: e } = wizard;
  const [managing, setManaging] = useState(false);
  const quick = useQuery(quickLocationsQueryOptions);
  const set = (field: 'name' | 'address' | 'notes', value: string) =>
    update((d) => ({ location: { ...d.location, [field]: value } }));
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        {(quick.data ?? []).map((q) => (
          <button
            key={q.id}
            type="button"
            onClick={() => update({ location: { name: q.label, address: q.address, notes: q.notes } })}
            className="inline-flex items-center gap-1 rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-50"
          >
            <MapPin aria-hidden className="size-3.5" /> {q.label}
          </button>
        ))}
        <Button type="button" size="sm" variant="ghost" onClick={() => setManaging(true)}>
          <Settings2 aria-hidden /> Manage Quick Locations
        </Button>
      </div>
      {placeFields.map(({ name, id, label }) => (
        <InputField
          key={name}
          id={id}
          label={label}
          error={e[`location.${name}`]}
          value={draft.location[name]}
          onChange={(ev) => set(name, ev.target.value)}
        />
      ))}
      <TextareaField
        id="wizard-notes"
        label="Notes (optional)"
        error={e['location.notes']}
        rows={2}
        value={draft.location.notes}
        onChange={(ev) => set('notes', ev.target.value)}
      />
      <QuickLocationsDialog open={managing} onOpenChange={setManaging} />
    </div>
  );
}
