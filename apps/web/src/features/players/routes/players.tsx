import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function PlayersPage() {
  useDocumentTitle('Players');
  return (
    <PageHeader
      title="Players"
      description="Your game participation history, your contacts and player analytics."
    />
  );
}
