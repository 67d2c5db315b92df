import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function NewTemplatePage() {
  useDocumentTitle('Create Template');
  return (
    <PageHeader
      title="Create Template"
      description="Build a reusable game setup step by step: basic info, location, buy-in, structure and rules."
    />
  );
}
