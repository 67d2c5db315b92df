import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function TermsPage() {
  useDocumentTitle('Terms of Service');
  return <PageHeader title="Terms of Service" description="The terms that apply when you use PokerHome." />;
}
