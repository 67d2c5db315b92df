import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later classes are meant to extend, not to fight, the component's own. */
export function cn(...values: ClassValue[]) {
  return clsx(values);
}
