import { Children, type ComponentProps, cloneElement, isValidElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

type AnyProps = Record<string, unknown>;

/**
 * Renders its only child with the button's props merged in: class names joined, event handlers
 * both run (the child's first), the child's other props win. A few lines instead of Radix's Slot,
 * which would weigh on the landing page's budget (decision 0008).
 */
function Slot({ children, ...slotProps }: AnyProps & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement<AnyProps>(child)) return null;
  const merged: AnyProps = { ...slotProps, ...child.props };
  for (const [key, value] of Object.entries(slotProps)) {
    const own = child.props[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof own === 'function') {
      merged[key] = (...args: unknown[]) => {
        own(...args);
        value(...args);
      };
    }
  }
  merged.className = cn(
    slotProps.className as string | undefined,
    child.props.className as string | undefined,
  );
  return cloneElement(child, merged);
}

const variants = {
  primary: 'bg-felt-700 text-white hover:bg-felt-800 shadow-sm',
  accent: 'bg-chip-400 text-felt-950 hover:bg-chip-300 shadow-sm',
  secondary: 'bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-stone-50',
  ghost: 'text-current hover:bg-black/5',
  onFelt: 'text-felt-50 ring-1 ring-felt-50/40 hover:bg-white/10',
  destructive: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child (a Link, say) with button styling instead of a <button>. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      // A bare <button> inside a form submits it; make that an explicit choice.
      type={asChild ? type : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
        "disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
