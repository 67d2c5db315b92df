import { z } from 'zod';

/** The four services the status page lists. */
export const healthServiceNames = [
  'database',
  'authentication',
  'gameManagement',
  'tournamentManagement',
] as const;
export type HealthServiceName = (typeof healthServiceNames)[number];

export const serviceHealthSchema = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  responseTimeMs: z.number().nonnegative(),
  message: z.string().optional(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['healthy', 'degraded']),
  services: z.record(z.string(), serviceHealthSchema),
  timestamp: z.string(),
  version: z.string(),
  environment: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
