import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function ReportsPage() {
  useDocumentTitle('Reports');
  return <PageHeader title="Reports" description="Your games' money across a period." />;
}
