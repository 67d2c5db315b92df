import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function TournamentPage() {
  useDocumentTitle('Tournament');
  return (
    <PageHeader
      title="Tournament"
      description="The live tournament clock with blind levels, tables, seats and eliminations."
    />
  );
}
