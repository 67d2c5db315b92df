import { PageHeader } from '@/components/page-header.tsx';
import { RouteTemplate } from '../components/route-template.tsx';
import { TemplateWizard } from '../components/template-wizard.tsx';

export default function EditTemplatePage() {
  return (
    <RouteTemplate title="Edit Template">
      {(template) => (
        <>
          <PageHeader title="Edit Template" description={template.name} />
          <TemplateWizard key={template.id} template={template} />
        </>
      )}
    </RouteTemplate>
  );
}
