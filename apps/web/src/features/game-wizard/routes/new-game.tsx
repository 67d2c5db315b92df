import { wizardMessages } from '@pokerhome/domain';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { GameWizard } from '../components/game-wizard.tsx';

/** /games/new: the game creation wizard (docs/templates-and-wizards.md). */
export default function NewGamePage() {
  useDocumentTitle(wizardMessages.title);
  return (
    <>
      <PageHeader
        title={wizardMessages.title}
        description="A tournament or a cash game, step by step; your draft is kept if you reload."
      />
      <GameWizard />
    </>
  );
}
