import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function GamesListPage() {
  useDocumentTitle('Games');
  return (
    <PageHeader
      title="Games"
      description="Upcoming and past games you host or play in, searchable by game name, host or location."
    />
  );
}
