import { z } from 'zod';
import { participantStatuses } from './participants.ts';

/** Share-link and attendance texts (ours: the documents leave them open, docs/reach.md). */
export const shareLinkMessages = {
  off: 'This RSVP link has been turned off by the host. Ask them for a new invitation.',
  capReached: 'This RSVP link has reached its limit. Ask the host for an invitation.',
  capRange: (max: number) => `The link's limit must be between 1 and ${max}`,
  noShowTooEarly: 'A no-show can be marked only once the game has started',
  noShowNotSeated: 'Only a player who held a seat can be marked as a no-show',
} as const;

/** How many may join through one link at most: the highest table size (organizers, admins). */
export const shareLinkCapMax = 100;

/** `PUT /games/{id}/share-link`: turn the link on or off and set or clear its cap. */
export const updateShareLinkRequestSchema = z
  .object({
    enabled: z.boolean().optional(),
    cap: z
      .number({ error: shareLinkMessages.capRange(shareLinkCapMax) })
      .int(shareLinkMessages.capRange(shareLinkCapMax))
      .min(1, shareLinkMessages.capRange(shareLinkCapMax))
      .max(shareLinkCapMax, shareLinkMessages.capRange(shareLinkCapMax))
      .nullable()
      .optional(),
  })
  .refine((v) => v && typeof v === 'object' && (v.enabled !== undefined || v.cap !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateShareLinkRequest = z.infer<typeof updateShareLinkRequestSchema>;

/** The host's view of the link: its state and who came in through it (declined ones included). */
export const shareLinkSchema = z.object({
  url: z.string(),
  enabled: z.boolean(),
  cap: z.number().int().nullable(),
  /** People who joined through the link and have not declined: what the cap counts. */
  used: z.number().int(),
  joined: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      status: z.enum(participantStatuses),
      joinedAt: z.string().nullable(),
    }),
  ),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkResponseSchema = z.object({ shareLink: shareLinkSchema });

/** `PUT /games/{id}/participants/{pid}/no-show`: the host's word; null gives it back to inference. */
export const noShowRequestSchema = z.object({ noShow: z.boolean().nullable() });
