import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <PageHeader
      title="Contact Us"
      description="Reach the PokerHome team with a question, a bug report, a feature request or a partnership idea."
    />
  );
}
