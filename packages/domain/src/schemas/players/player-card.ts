import { z } from 'zod';

/**
 * What a player list shows of a person beside their name: handle, e-mail, picture, phone and games
 * played. The e-mail is null unless the viewer may see it; each schema says when.
 */
export const playerCardShape = {
  username: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  totalGamesPlayed: z.number().int(),
};
