import { wizardMessages, wizardStepTitles } from '@pokerhome/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useGameWizard } from '../hooks/use-game-wizard.ts';
import { BuyInStep } from './buy-in-step.tsx';
import { InfoStep } from './info-step.tsx';
import { LocationStep } from './location-step.tsx';
import { ParticipantsStep } from './participants-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { StructureStep } from './structure-step.tsx';
import { WizardProgress } from './wizard-progress.tsx';

/** Game creation wizard: 6 steps for a tournament, 5 for a cash game. */
export function GameWizard() {
  const wizard = useGameWizard();
  const { steps, stepIndex, step, errors, busy } = wizard;
  const errorCount = step === 'review' ? 0 : Object.keys(errors).length;
  const Step = {
    info: InfoStep,
    location: LocationStep,
    buyin: BuyInStep,
    structure: StructureStep,
    participants: ParticipantsStep,
    review: ReviewStep,
  }[step];

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <WizardProgress steps={steps} index={stepIndex} titles={wizardStepTitles} onGoTo={wizard.goTo} />
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-xl font-semibold">{wizardStepTitles[step]}</h2>
        <Step wizard={wizard} />
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={wizard.cancel}>
          {wizardMessages.cancel}
        </Button>
        <div className="flex items-center gap-3">
          {errorCount > 0 && (
            <span className="text-sm text-red-700">{wizardMessages.errorsToFix(errorCount)}</span>
          )}
          <Button variant="secondary" onClick={wizard.back} disabled={stepIndex === 0 || busy}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          {step === 'review' ? (
            <Button onClick={wizard.finish} disabled={busy}>
              {busy ? wizardMessages.creating : wizardMessages.create}
            </Button>
          ) : (
            <Button onClick={wizard.next} disabled={errorCount > 0 || busy}>
              Next <ChevronRight aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
