import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <PageHeader
      title="Dashboard"
      description="Your monthly statistics and upcoming games, with quick actions to create a game or invite players."
    />
  );
}
