import type { Template } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Loading } from '@/components/query-states.tsx';
import { templateQueryOptions } from '../api/templates.ts';
import { TemplateLoadFailed } from './template-load-failed.tsx';

/**
 * A page about the template its address names (/templates/:templateId/…): titled, loaded, and
 * shown by `children` once read; without an id, back to the list; a failed read says so.
 */
export function RouteTemplate({
  title,
  children,
}: {
  title: string;
  children: (template: Template) => ReactNode;
}) {
  const { templateId } = useParams();
  useDocumentTitle(title);
  const query = useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });
  if (!templateId) return <Navigate to="/templates" replace />;
  if (query.isPending) return <Loading label="Loading template" showLabel={false} />;
  if (query.isError) return <TemplateLoadFailed />;
  return children(query.data);
}
