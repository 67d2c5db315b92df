import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function CookiesPage() {
  useDocumentTitle('Cookie Policy');
  return (
    <PageHeader title="Cookie Policy" description="Which cookies PokerHome sets and what each one is for." />
  );
}
