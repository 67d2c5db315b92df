import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function NewGamePage() {
  useDocumentTitle('Create New Game');
  return (
    <PageHeader
      title="Create New Game"
      description="Set up a tournament or cash game step by step: type and details, location, buy-in, structure and participants."
    />
  );
}
