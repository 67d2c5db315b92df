import { describe, expect, it } from 'vitest';
import { mailSubject } from './mail-subject.ts';

describe('the mail subject rule', () => {
  it('leaves an ordinary subject as it is', () => {
    expect(mailSubject("Who's coming to Sam's Friday game")).toBe("Who's coming to Sam's Friday game");
    expect(mailSubject('José Núñez invited you to Poker; night, big')).toBe(
      'José Núñez invited you to Poker; night, big',
    );
  });

  it('cannot be made to read as addresses or further headers', () => {
    expect(mailSubject('Eve" <attacker@evil.test>, x\r\nBcc: all@example.com invited you to Poker')).toBe(
      'Eve attacker@evil.test , x Bcc: all@example.com invited you to Poker',
    );
    expect(mailSubject('a\u0000b\tc\u2028d\u0085e')).toBe('a b c d e');
  });
});
