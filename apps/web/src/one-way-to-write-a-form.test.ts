import { describe, expect, it } from 'vitest';

/**
 * One way to write a form (decision 0035): every `<form>` of the web app belongs to a file that
 * builds it with react-hook-form's `useForm` and a zod resolver over the domain's schema, so the
 * spec's messages come from the schema. A form on useState and hand validation fails here, naming
 * its file. Every source file is read as text, at build time, by Vite's glob.
 */
const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const theOneWay = (source: string) =>
  /from 'react-hook-form'/.test(source) && /\buseForm\b/.test(source) && /\bzodResolver\(/.test(source);

describe('forms', () => {
  it('finds the forms it guards', () => {
    const withForm = Object.values(sources).filter((source) => source.includes('<form'));
    expect(withForm.length).toBeGreaterThan(20);
  });

  it('are all react-hook-form with the zod resolver', () => {
    const strays = Object.entries(sources)
      .filter(([, source]) => source.includes('<form') && !theOneWay(source))
      .map(([file]) => file);
    expect(strays).toEqual([]);
  });
});
