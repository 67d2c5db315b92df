import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <PageHeader
      title="Privacy Policy"
      description="How PokerHome collects, uses and protects your personal data."
    />
  );
}
