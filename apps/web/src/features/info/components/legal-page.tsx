import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/document-title.tsx';

/** The legal dates (see docs/site.md). */
export const legalUpdated = 'August 29, 2025';

/** A readable legal or info page: title, optional "last updated", then titled sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  updated?: string;
  intro?: ReactNode;
  sections: { heading: string; body: ReactNode }[];
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="space-y-6 text-stone-800">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
        {updated && <p className="mt-1 text-sm text-stone-500">Last updated: {updated}</p>}
        {intro && <div className="mt-4 text-lg text-stone-700">{intro}</div>}
      </header>
      {sections.map((s) => (
        <section key={s.heading} className="space-y-2">
          <h2 className="text-xl font-semibold text-stone-900">{s.heading}</h2>
          <div className="space-y-2 leading-relaxed">{s.body}</div>
        </section>
      ))}
      {children}
    </article>
  );
}
