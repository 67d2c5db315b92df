import { z } from 'zod';
import { text } from '../text.ts';

/** Icons a quick location can carry (docs/templates-and-wizards.md); MapPin is the default. */
export const quickLocationIcons = [
  'Home',
  'Building2',
  'Coffee',
  'Users',
  'MapPin',
  'Car',
  'Plane',
  'Hotel',
  'School',
  'Hospital',
  'ShoppingBag',
  'Gamepad2',
  'Dumbbell',
  'Music',
  'Camera',
  'Wrench',
  'Briefcase',
  'GraduationCap',
  'TreePine',
] as const;
export type QuickLocationIcon = (typeof quickLocationIcons)[number];

export const quickLocationLimits = { max: 10, labelMax: 50, addressMax: 200, notesMax: 200 } as const;

export const quickLocationMessages = {
  labelRequired: 'Label is required',
  labelTooLong: 'Label cannot exceed 50 characters',
  addressTooLong: 'Address cannot exceed 200 characters',
  notesTooLong: 'Notes cannot exceed 200 characters',
  tooMany: 'You can keep at most 10 quick locations. Delete one to add another.',
  notFound: 'Quick location not found',
  reorderMismatch: 'The new order must list each of your quick locations once',
  added: 'Quick location added successfully',
  updated: 'Quick location updated successfully',
  deleted: 'Quick location deleted successfully',
  empty: 'No quick locations configured',
  saveFailed: 'Failed to save quick location',
} as const;

export const quickLocationInputSchema = z.object({
  label: text({ error: quickLocationMessages.labelRequired })
    .trim()
    .min(1, quickLocationMessages.labelRequired)
    .max(quickLocationLimits.labelMax, quickLocationMessages.labelTooLong),
  address: text()
    .trim()
    .max(quickLocationLimits.addressMax, quickLocationMessages.addressTooLong)
    .default(''),
  notes: text({ multiline: true })
    .trim()
    .max(quickLocationLimits.notesMax, quickLocationMessages.notesTooLong)
    .default(''),
  icon: z.enum(quickLocationIcons).default('MapPin'),
});
export type QuickLocationInput = z.input<typeof quickLocationInputSchema>;

export const quickLocationSchema = z.object({
  id: z.string(),
  label: z.string(),
  address: z.string(),
  notes: z.string(),
  icon: z.enum(quickLocationIcons),
  order: z.number().int(),
});
export type QuickLocation = z.infer<typeof quickLocationSchema>;

export const quickLocationResponseSchema = z.object({ quickLocation: quickLocationSchema });
export const quickLocationsResponseSchema = z.object({ quickLocations: z.array(quickLocationSchema) });
export const reorderQuickLocationsRequestSchema = z.object({
  ids: z.array(z.uuid()).max(quickLocationLimits.max),
});
