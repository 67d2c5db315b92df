import { useDocumentTitle } from '@/components/document-title.tsx';
import { Hero } from '../components/hero.tsx';

export default function LandingPage() {
  useDocumentTitle('Run your poker home games');
  return <Hero />;
}
