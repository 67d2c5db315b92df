import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function TournamentDisplayPage() {
  useDocumentTitle('Tournament Display');
  return <PageHeader title="Tournament Display" description="The full-screen tournament clock for a TV." />;
}
