import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function TemplatesListPage() {
  useDocumentTitle('Game Templates');
  return (
    <PageHeader
      title="Game Templates"
      description="Reusable tournament and cash game setups, yours and public ones, to schedule games from."
    />
  );
}
