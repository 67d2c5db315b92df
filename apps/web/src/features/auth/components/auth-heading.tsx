import type { ReactNode } from 'react';

/** The title block of the sign-in, sign-up and e-mail link pages. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {children ? <p className="mt-1.5 text-sm text-stone-600">{children}</p> : null}
    </div>
  );
}

/** The felt-green text link used on these pages. */
export const authLinkClass = 'font-medium text-felt-700 underline-offset-2 hover:underline';
