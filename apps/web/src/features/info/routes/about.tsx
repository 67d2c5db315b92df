import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';

export default function AboutPage() {
  useDocumentTitle('About PokerHome');
  return (
    <PageHeader
      title="About PokerHome"
      description="What PokerHome is and who it is for: players, hosts and league organizers running poker home games."
    />
  );
}
