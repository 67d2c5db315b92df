import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function NewsletterConfirmPage() {
  useDocumentTitle('Newsletter');
  return <PageHeader title="Newsletter" description="Confirm or cancel your newsletter subscription." />;
}
