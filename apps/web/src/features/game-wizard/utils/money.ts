/** An amount in the game's currency, in the reader's locale: the app's one money format. */
export { formatAmount as money } from '@/lib/format.ts';
