import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Loading } from '@/components/query-states.tsx';
import { templateQueryOptions } from '../api/templates.ts';
import { TemplateLoadFailed } from '../components/template-load-failed.tsx';
import { TemplateWizard } from '../components/template-wizard.tsx';

export default function EditTemplatePage() {
  const { templateId } = useParams();
  useDocumentTitle('Edit Template');
  const query = useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });
  if (!templateId) return <Navigate to="/templates" replace />;
  if (query.isPending) {
    return <Loading label="Loading template" showLabel={false} />;
  }
  if (query.isError) {
    return <TemplateLoadFailed />;
  }
  return (
    <>
      <PageHeader title="Edit Template" description={query.data.name} />
      <TemplateWizard key={query.data.id} template={query.data} />
    </>
  );
}
