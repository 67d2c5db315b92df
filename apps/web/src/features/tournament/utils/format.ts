/** Chips and blinds as players read them: 1,500 not 1500. */
export const chips = (n: number) => n.toLocaleString();

/** An amount in the game's currency: the app's one money format (lib/format.ts). */
export { formatAmount as money } from '@/lib/format.ts';

export const blindsText = (b: { small: number; big: number; ante: number; bigBlindAnte?: boolean }) =>
  `${chips(b.small)} / ${chips(b.big)}${b.ante ? ` · ${b.bigBlindAnte ? 'BB ante' : 'ante'} ${chips(b.ante)}` : ''}`;
