import { type Series, updateSeriesRequestSchema } from '@pokerhome/domain';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormField, fieldControlProps, InputField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useUpdateSeries } from '../api/series.ts';
import { saveChecked } from './form-errors.ts';

/** Edit all future games: the time and the place; each game already made takes the change. */
export function EditFutureForm({ series }: { series: Series }) {
  const update = useUpdateSeries(series.id);
  const [time, setTime] = useState(series.time);
  const [place, setPlace] = useState({ name: series.locationName, address: '', notes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...(time !== series.time ? { time } : {}),
      ...(place.name !== series.locationName || place.address ? { location: place } : {}),
    };
    await saveChecked(updateSeriesRequestSchema, body, { fallback: 'time', setErrors }, async (data) => {
      await update.mutateAsync(data);
      toast.success('All future games updated');
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-1 text-lg font-semibold">Edit all future games</h2>
      <p className="mb-4 text-sm text-stone-600">
        Changes every upcoming game of the series and those made later. To change one game only, open it.
      </p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="future-time"
          label={`Start time (${series.timeZone})`}
          error={errors.time}
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
        <InputField
          id="future-place"
          label="Location name"
          error={errors.location}
          value={place.name}
          onChange={(e) => setPlace({ ...place, name: e.target.value })}
        />
        <FormField id="future-address" label="Address (optional)" className="sm:col-span-2">
          <Input
            {...fieldControlProps('future-address')}
            value={place.address}
            onChange={(e) => setPlace({ ...place, address: e.target.value })}
          />
        </FormField>
        <div className="sm:col-span-2 flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            Update Future Games
          </Button>
        </div>
      </form>
    </Card>
  );
}
