import type { Template } from '@pokerhome/domain';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { TemplateWizard } from '../components/template-wizard.tsx';

/** /templates/new; `state.duplicateFrom` (a template) pre-fills it as a copy. */
export default function NewTemplatePage() {
  useDocumentTitle('Create Template');
  const duplicateFrom = (useLocation().state as { duplicateFrom?: Template } | null)?.duplicateFrom;
  return (
    <>
      <PageHeader
        title="Create Template"
        description="A reusable game setup: basic info, location, buy-in, structure and rules."
      />
      <TemplateWizard duplicateFrom={duplicateFrom} />
    </>
  );
}
