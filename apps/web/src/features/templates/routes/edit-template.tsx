import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function EditTemplatePage() {
  useDocumentTitle('Edit Template');
  return <PageHeader title="Edit Template" description="Change the setup of one of your game templates." />;
}
