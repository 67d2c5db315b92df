import { zodResolver } from '@hookform/resolvers/zod';
import { quickLocationInputSchema, quickLocationLimits, quickLocationMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { quickLocationsQueryOptions, useQuickLocationMutations } from '../api/quick-locations.ts';

/** The boxes of a new Quick Location, each named by its placeholder. */
const newLocationFields = [
  {
    name: 'label',
    label: 'Label',
    placeholder: "Label (e.g. Sam's place)",
    maxLength: quickLocationLimits.labelMax,
  },
  { name: 'address', label: 'Address', placeholder: 'Address', maxLength: quickLocationLimits.addressMax },
  { name: 'notes', label: 'Notes', placeholder: 'Notes', maxLength: quickLocationLimits.notesMax },
] as const;

/** Manage Quick Locations: add (label, address, notes), delete and reorder, at most 10. */
export function QuickLocationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useQuery(quickLocationsQueryOptions);
  const { add, remove, reorder } = useQuickLocationMutations();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(quickLocationInputSchema),
    defaultValues: { label: '', address: '', notes: '' },
  });
  const error =
    errors.label?.message ?? errors.address?.message ?? errors.notes?.message ?? errors.root?.message;
  const items = list.data ?? [];

  const submit = handleSubmit((location) =>
    add.mutateAsync(location).then(
      () => {
        toast.success(quickLocationMessages.added);
        reset();
      },
      (err: Error) => setError('root', { message: err.message }),
    ),
  );
  const move = (i: number, by: number) => {
    const ids = items.map((q) => q.id);
    const [id] = ids.splice(i, 1);
    if (!id) return;
    ids.splice(i + by, 0, id);
    reorder.mutate(ids);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Manage Quick Locations</DialogTitle>
        <DialogDescription>
          Places you host often, one click away in every wizard. At most {quickLocationLimits.max}.
        </DialogDescription>
        {items.length === 0 ? (
          <p className="mt-4 text-sm text-stone-600">{quickLocationMessages.empty}</p>
        ) : (
          <ol className="mt-4 space-y-1">
            {items.map((q, i) => (
              <li key={q.id} className="flex items-center gap-2 rounded-md bg-stone-50 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{q.label}</span>
                  {q.address && <span className="block truncate text-stone-600">{q.address}</span>}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${q.label} up`}
                  disabled={i === 0 || reorder.isPending}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${q.label} down`}
                  disabled={i === items.length - 1 || reorder.isPending}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  aria-label={`Delete ${q.label}`}
                  onClick={() => remove.mutate(q.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={submit} noValidate className="mt-4 grid gap-2 border-t border-stone-200 pt-4">
          <p className="font-medium">Add a location</p>
          {newLocationFields.map(({ name, label, placeholder, maxLength }) => (
            <Input
              key={name}
              aria-label={label}
              placeholder={placeholder}
              maxLength={maxLength}
              aria-invalid={errors[name] ? true : undefined}
              {...register(name)}
            />
          ))}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={add.isPending}>
              Add Location
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
