import { wizardMessages, wizardStepTitles } from '@pokerhome/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { useGameWizard } from '../hooks/use-game-wizard.ts';
import { BuyInStep } from './buy-in-step.tsx';
import { InfoStep } from './info-step.tsx';
import { LocationStep } from './location-step.tsx';
import { ParticipantsStep } from './participants-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { StructureStep } from './structure-step.tsx';

/** Game creation wizard: 6 steps for a tournament, 5 for a cash game. */
export function GameWizard() {
  const wizard = useGameWizard();
  const { steps, stepIndex, step, errors, busy } = wizard;
  const errorCount = step === 'review' ? 0 : Object.keys(errors).length;
  const percent = Math.round(((stepIndex + 1) / steps.length) * 100);
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
      <div>
        <div className="flex items-center justify-between text-sm text-stone-600">
          <span>
            Step {stepIndex + 1} of {steps.length}
          </span>
          <span>{percent}% complete</span>
        </div>
        <div
          className="mt-1 h-2 rounded-full bg-stone-200"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="Wizard progress"
        >
          <div className="h-2 rounded-full bg-felt-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <ol className="mt-3 flex flex-wrap gap-2">
          {steps.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                disabled={i > stepIndex}
                onClick={() => wizard.goTo(i)}
                aria-current={i === stepIndex ? 'step' : undefined}
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-medium',
                  i === stepIndex
                    ? 'bg-felt-700 text-white'
                    : i < stepIndex
                      ? 'bg-felt-50 text-felt-800 hover:bg-felt-100'
                      : 'bg-stone-100 text-stone-400',
                )}
              >
                {i + 1}. {wizardStepTitles[s]}
              </button>
            </li>
          ))}
        </ol>
      </div>
      <Card className="p-6">
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
