import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn.ts';

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

/**
 * The line under an auth form that leads elsewhere (back to sign-in, sign up instead), centred;
 * `prompt` is the question before the link. It stands apart from the form above, unless `inForm`
 * (the form's own spacing places it).
 */
export function AuthFooterLink({
  to,
  state,
  prompt,
  inForm = false,
  children,
}: {
  to: string;
  state?: LinkProps['state'];
  prompt?: string;
  inForm?: boolean;
  children: ReactNode;
}) {
  return (
    <p className={cn(!inForm && 'mt-6', 'text-center text-sm', prompt && 'text-stone-600')}>
      {prompt && `${prompt} `}
      <Link to={to} state={state} className={authLinkClass}>
        {children}
      </Link>
    </p>
  );
}
