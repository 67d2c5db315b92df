import { zodResolver } from '@hookform/resolvers/zod';
import { type LeagueForm as LeagueFormValues, type LeagueInput, leagueInputSchema } from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, fieldControlProps, InputField } from '@/components/ui/form-field.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';

/** A league's name and description (create and edit). */
export function LeagueForm({
  initial = { name: '', description: '' },
  submitLabel,
  onSubmit,
}: {
  initial?: LeagueFormValues;
  submitLabel: string;
  onSubmit: (value: LeagueInput) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeagueFormValues, unknown, LeagueInput>({
    resolver: zodResolver(leagueInputSchema),
    defaultValues: initial,
  });
  const submit = handleSubmit(async (value) => {
    try {
      await onSubmit(value);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'description']);
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <InputField
        id="league-name"
        label="League name"
        error={errors.name?.message}
        {...register('name')}
        placeholder="Thursday Night League"
      />
      <FormField
        id="league-description"
        label="Description"
        hint="Optional: where you play, how often, house rules."
        error={errors.description?.message}
      >
        <textarea
          {...fieldControlProps('league-description', { error: errors.description?.message, hint: true })}
          {...register('description')}
          rows={3}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 aria-invalid:border-red-600"
        />
      </FormField>
      {errors.root?.message && <Alert tone="danger">{errors.root.message}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
