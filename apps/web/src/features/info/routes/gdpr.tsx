import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function GdprPage() {
  useDocumentTitle('GDPR Compliance');
  return (
    <PageHeader
      title="GDPR Compliance"
      description="Your rights over your personal data under the GDPR and how to exercise them."
    />
  );
}
