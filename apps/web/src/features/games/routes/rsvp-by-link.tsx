import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function RsvpByLinkPage() {
  useDocumentTitle('Your Invitation');
  return (
    <PageHeader title="Your Invitation" description="Answer a game invitation from its e-mailed link." />
  );
}
