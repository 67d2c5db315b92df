import { zodResolver } from '@hookform/resolvers/zod';
import { type Series, updateSeriesRequestSchema } from '@pokerhome/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormField, fieldControlProps, InputField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useUpdateSeries } from '../api/series.ts';

/** The form as typed; only what changed goes to the domain's update request, which checks it. */
function futureSchema(series: Series) {
  return z
    .object({
      time: z.string(),
      location: z.object({ name: z.string(), address: z.string(), notes: z.string() }),
    })
    .transform(
      ({ time, location }): z.input<typeof updateSeriesRequestSchema> => ({
        ...(time !== series.time ? { time } : {}),
        ...(location.name !== series.locationName || location.address ? { location } : {}),
      }),
    )
    .pipe(updateSeriesRequestSchema);
}

/** Edit all future games: the time and the place; each game already made takes the change. */
export function EditFutureForm({ series }: { series: Series }) {
  const update = useUpdateSeries(series.id);
  const schema = useMemo(() => futureSchema(series), [series]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { time: series.time, location: { name: series.locationName, address: '', notes: '' } },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast.success('All future games updated');
    } catch (error) {
      applyServerFieldErrors(error, setError, ['time', 'location.name', 'location.address']);
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });
  const placeError = errors.location?.name?.message;
  const addressError = errors.location?.address?.message;

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
          error={errors.time?.message}
          type="time"
          {...register('time')}
        />
        <InputField
          id="future-place"
          label="Location name"
          error={placeError}
          {...register('location.name')}
        />
        <FormField
          id="future-address"
          label="Address (optional)"
          error={addressError}
          className="sm:col-span-2"
        >
          <Input
            {...fieldControlProps('future-address', { error: addressError })}
            {...register('location.address')}
          />
        </FormField>
        <div className="sm:col-span-2 flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            Update Future Games
          </Button>
        </div>
      </form>
    </Card>
  );
}
