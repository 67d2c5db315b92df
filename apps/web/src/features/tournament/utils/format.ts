/** Chips and blinds as players read them: 1,500 not 1500. */
export const chips = (n: number) => n.toLocaleString();

export const blindsText = (b: { small: number; big: number; ante: number; bigBlindAnte?: boolean }) =>
  `${chips(b.small)} / ${chips(b.big)}${b.ante ? ` · ${b.bigBlindAnte ? 'BB ante' : 'ante'} ${chips(b.ante)}` : ''}`;
