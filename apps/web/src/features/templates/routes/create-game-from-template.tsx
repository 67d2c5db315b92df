import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function CreateGameFromTemplatePage() {
  useDocumentTitle('Create Game from Template');
  return (
    <PageHeader
      title="Create Game from Template"
      description="Schedule a game from a template: its name, date and time, and optionally a different location."
    />
  );
}
