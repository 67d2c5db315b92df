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

const builtTheOneWay = (source: string) =>
  /from 'react-hook-form'/.test(source) && /\buseForm\b/.test(source) && /\bzodResolver\(/.test(source);

/** Hooks such as `useOneTimeCodeForm`: exported by a file that builds its form the one way. */
const oneWayHooks = Object.values(sources)
  .filter(builtTheOneWay)
  .flatMap((source) => [...source.matchAll(/export (?:const|function) (use\w+Form)\b/g)].map((m) => m[1]!));

const fileName = (file: string) =>
  file
    .split('/')
    .at(-1)!
    .replace(/\.tsx$/, '');

/**
 * A form's file is the one way when it builds the form with `useForm` and the zod resolver, calls a
 * hook that does, or is a form's shell (the dialog around a `<form>` whose submit it is handed) that
 * only such files render.
 */
function isTheOneWay(file: string, source: string): boolean {
  if (builtTheOneWay(source)) return true;
  if (oneWayHooks.some((hook) => new RegExp(`\\b${hook}\\(`).test(source))) return true;
  const users = Object.entries(sources).filter(([, other]) => other.includes(`/${fileName(file)}.tsx'`));
  return (
    /onSubmit: FormEventHandler/.test(source) &&
    users.length > 0 &&
    users.every(([userFile, user]) => userFile !== file && builtTheOneWay(user))
  );
}

describe('forms', () => {
  it('finds the forms it guards', () => {
    const withForm = Object.values(sources).filter((source) => source.includes('<form'));
    expect(withForm.length).toBeGreaterThan(20);
    expect(oneWayHooks).toContain('useOneTimeCodeForm');
  });

  it('are all react-hook-form with the zod resolver', () => {
    const strays = Object.entries(sources)
      .filter(([file, source]) => source.includes('<form') && !isTheOneWay(file, source))
      .map(([file]) => file);
    expect(strays).toEqual([]);
  });
});
