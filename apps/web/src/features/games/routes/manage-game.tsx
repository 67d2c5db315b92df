import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function ManageGamePage() {
  useDocumentTitle('Manage Game');
  return (
    <PageHeader
      title="Manage Game"
      description="The participants, invitations and settings of a game you host."
    />
  );
}
