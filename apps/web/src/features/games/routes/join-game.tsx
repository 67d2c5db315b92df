import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function JoinGamePage() {
  useDocumentTitle('Join Game');
  return (
    <PageHeader
      title="Join Game"
      description="The details of a game you are invited to, where you join or decline with an optional message to the host."
    />
  );
}
