import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import { isCleanText, nulPath, text, textMessages } from './text.ts';

const c0c1 = [...Array(0x20).keys(), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].map((c) =>
  String.fromCharCode(c),
);

describe('the text rule', () => {
  it('refuses every C0 and C1 control character in a one-line field', () => {
    for (const c of c0c1) expect(isCleanText(`a${c}b`), JSON.stringify(c)).toBe(false);
  });

  it('lets notes and messages keep line breaks and tabs, and nothing else from C0 or C1', () => {
    expect(isCleanText('line one\r\n\tline two', { multiline: true })).toBe(true);
    for (const c of c0c1.filter((c) => !'\t\n\r'.includes(c)))
      expect(isCleanText(`a${c}b`, { multiline: true }), JSON.stringify(c)).toBe(false);
  });

  it('refuses lone surrogates and non-characters, keeps real emoji, accents and right-to-left text', () => {
    for (const bad of ['\ud800', 'a\udc00', '\udbff\u0041', '\ufffe', '\uffff'])
      expect(isCleanText(bad)).toBe(false);
    for (const good of [
      'José',
      '♠♥ 🂡 👍🏽',
      'שלום עולם',
      '\u202ename',
      '<script>',
      "'; drop table users; --",
    ])
      expect(isCleanText(good)).toBe(true);
  });

  it('answers with its message and keeps the chained limits', () => {
    const schema = text().trim().max(5, 'too long');
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe(textMessages.invalidCharacters);
    expect(schema.safeParse('  abc  ').data).toBe('abc');
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe('too long');
  });

  it('names keep their own message', () => {
    expect(domain.firstNameSchema.safeParse('Ad\u0007a').error?.issues[0]?.message).toBe(
      domain.authMessages.nameInvalidCharacters,
    );
  });

  it('holds in a search query, an e-mail address and a note', () => {
    expect(domain.userSearchQuerySchema.safeParse({ q: 'ab\u0000' }).success).toBe(false);
    expect(domain.emailSchema.safeParse('a\u0000b@example.com').success).toBe(false);
    expect(domain.updateContactRequestSchema.safeParse({ notes: 'x\ud800' }).success).toBe(false);
    expect(domain.updateContactRequestSchema.safeParse({ notes: 'two\nlines' }).success).toBe(true);
  });
});

/** Every request, query and payload schema the domain exports, by name. */
const requestSchemas = Object.entries(domain).filter(
  ([name, value]) =>
    /(Request|Query|Input|Report|Payload)Schema$/.test(name) &&
    typeof (value as { safeParse?: unknown }).safeParse === 'function',
) as [string, { safeParse(v: unknown): { success: boolean } }][];

describe('request schemas and wrong-typed bodies', () => {
  it('finds the request schemas', () => expect(requestSchemas.length).toBeGreaterThan(25));

  it('refuses null, arrays, numbers and strings as a body without throwing', () => {
    for (const [name, schema] of requestSchemas)
      for (const body of [null, [], [{}], 0, -1.5, 'text', true]) {
        expect(() => schema.safeParse(body), `${name} ${JSON.stringify(body)}`).not.toThrow();
        expect(schema.safeParse(body).success, `${name} ${JSON.stringify(body)}`).toBe(false);
      }
  });

  it('never throws on any JSON value, nested or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...requestSchemas), fc.jsonValue(), ([, schema], body) => {
        schema.safeParse(body);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws when a field of a valid shape holds the wrong type', () => {
    const wrong = fc.oneof(fc.constant(null), fc.array(fc.anything()), fc.double(), fc.string(), fc.object());
    fc.assert(
      fc.property(
        fc.constantFrom(...requestSchemas),
        fc.dictionary(
          fc.constantFrom(
            'password',
            'confirmPassword',
            'newPassword',
            'type',
            'from',
            'to',
            'status',
            'participantId',
            'userId',
            'blindStructure',
            'buyIn',
            'q',
            'name',
          ),
          wrong,
        ),
        ([, schema], body) => {
          schema.safeParse(body);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('nulPath: where a request holds a NUL', () => {
  it('names the string or key holding it, at any depth', () => {
    expect(nulPath({ search: 'a\u0000' })).toEqual(['search']);
    expect(nulPath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', 1, 'c']);
    expect(nulPath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nulPath('\u0000')).toEqual([]);
    expect(nulPath({ a: 'tab\tand line\n', b: [1, null, true], c: '\u2400' })).toBeUndefined();
  });

  it('walks a body nested deeper than the call stack would allow', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toEqual(Array(32).fill(0));
  });
});
