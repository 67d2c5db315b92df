import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function GameResultsPage() {
  useDocumentTitle('Results');
  return <PageHeader title="Results" description="Finishing positions, payouts and net results of a game." />;
}
