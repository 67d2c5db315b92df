import { templateMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { templateQueryOptions } from '../api/templates.ts';
import { TemplateWizard } from '../components/template-wizard.tsx';

export default function EditTemplatePage() {
  const { templateId } = useParams();
  useDocumentTitle('Edit Template');
  const query = useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });
  if (!templateId) return <Navigate to="/templates" replace />;
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading template" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="danger">
        <strong>{templateMessages.loadOneFailed}</strong> {templateMessages.loadOneFailedText}{' '}
        <Link to="/templates" className="underline">
          Return to Templates
        </Link>
      </Alert>
    );
  }
  return (
    <>
      <PageHeader title="Edit Template" description={query.data.name} />
      <TemplateWizard key={query.data.id} template={query.data} />
    </>
  );
}
