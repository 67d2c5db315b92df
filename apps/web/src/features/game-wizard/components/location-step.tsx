import { useQuery } from '@tanstack/react-query';
import { MapPin, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField, fieldControlProps, InputField } from '@/components/ui/form-field.tsx';
import { quickLocationsQueryOptions } from '../api/quick-locations.ts';
import type { StepWizard } from '../utils/draft.ts';
import { QuickLocationsDialog } from './quick-locations-dialog.tsx';

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
      <InputField
        id="wizard-location"
        label="Location name"
        error={e['location.name']}
        value={draft.location.name}
        onChange={(ev) => set('name', ev.target.value)}
      />
      <InputField
        id="wizard-address"
        label="Address (optional)"
        error={e['location.address']}
        value={draft.location.address}
        onChange={(ev) => set('address', ev.target.value)}
      />
      <FormField id="wizard-notes" label="Notes (optional)" error={e['location.notes']}>
        <textarea
          {...fieldControlProps('wizard-notes', { error: e['location.notes'] })}
          rows={2}
          value={draft.location.notes}
          onChange={(ev) => set('notes', ev.target.value)}
          className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
        />
      </FormField>
      <QuickLocationsDialog open={managing} onOpenChange={setManaging} />
    </div>
  );
}
