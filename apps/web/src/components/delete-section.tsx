import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

type DeleteSectionProps = {
  /** The heading ("Delete the league"). */
  title: string;
  /** What goes and what stays. */
  description: string;
  /** What is deleted, by name, in the question asked first. */
  name: string;
  /** The button's label. */
  action: string;
  /** The mutation that deletes it. */
  deletion: { isPending: boolean; mutate: () => void };
  className?: string;
};

/** The foot of a settings tab that deletes the thing: what goes, then a button that asks first. */
export function DeleteSection({ title, description, name, action, deletion, className }: DeleteSectionProps) {
  return (
    <section className={cn('rounded-xl border border-red-200 bg-white p-4', className)}>
      <h2 className="font-semibold text-red-800">{title}</h2>
      <p className="mb-3 text-sm text-stone-600">{description}</p>
      <Button
        variant="destructive"
        disabled={deletion.isPending}
        onClick={() => {
          if (window.confirm(`Delete ${name}? This cannot be undone.`)) deletion.mutate();
        }}
      >
        {action}
      </Button>
    </section>
  );
}
