import {
  capabilitiesForRole,
  estimatedDurationMinutes,
  type Template,
  templateMessages,
} from '@pokerhome/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import {
  BuyInStep,
  emptyDraft,
  InfoStep,
  LevelsPreview,
  LocationStep,
  RulesEditor,
  type StepWizard,
  StructureStep,
  type TemplateStep,
  templateSteps,
  validateTemplateStep,
  type WizardDraft,
  WizardProgress,
} from '@/features/game-wizard';
import { formatAmount } from '@/lib/format.ts';
import { useSaveTemplate } from '../api/templates.ts';
import { draftFromTemplate, templatePayload } from '../utils/template-draft.ts';

const titles: Record<TemplateStep, string> = {
  info: 'Basic Info',
  location: 'Location',
  buyin: 'Buy-in Structure',
  structure: 'Tournament Structure',
  rules: 'Rules & Settings',
  review: 'Review & Create',
};
const reviewLevels = 8;

/**
 * Template wizard, new or edit: the game wizard's steps without a date, rules and
 * visibility on a step of their own, a review listing the first 8 levels and each step with errors.
 */
export function TemplateWizard({
  template,
  duplicateFrom,
}: {
  template?: Template;
  duplicateFrom?: Template;
}) {
  const user = useAuthenticatedUser();
  const navigate = useNavigate();
  const save = useSaveTemplate(template?.id);
  const [draft, setDraft] = useState<WizardDraft>(() => {
    const source = template ?? duplicateFrom;
    if (!source) return emptyDraft();
    const d = draftFromTemplate(source);
    return duplicateFrom ? { ...d, name: `${d.name} (copy)`.slice(0, 100) } : d;
  });
  const [isPublic, setIsPublic] = useState(template?.isPublic ?? false);
  const [index, setIndex] = useState(0);
  const ctx = useMemo(
    () => ({ now: Date.now(), maxParticipants: capabilitiesForRole(user.role).maxParticipants }),
    [user.role],
  );
  const steps = templateSteps(draft.type);
  const step = steps[Math.min(index, steps.length - 1)] ?? 'info';
  const errors = validateTemplateStep(step, draft, ctx);
  const failing = steps
    .map((s, i) => ({ s, i, n: Object.keys(validateTemplateStep(s, draft, ctx)).length }))
    .filter((x) => x.n > 0);
  const wizard: StepWizard = {
    draft,
    errors,
    ctx,
    update: (change) => setDraft((d) => ({ ...d, ...(typeof change === 'function' ? change(d) : change) })),
  };

  const submit = async () => {
    if (failing.length > 0 || !draft.type) {
      toast.error(templateMessages.completeRequired);
      return;
    }
    await save.mutateAsync(templatePayload(draft, isPublic)).then(
      () => navigate('/templates'),
      () => undefined,
    );
  };

  const s = draft.structure;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <WizardProgress steps={steps} index={index} titles={titles} onGoTo={setIndex} />
      <Card className="p-6">
        <h2 className="mb-4 text-xl font-semibold">{titles[step]}</h2>
        {step === 'info' && <InfoStep wizard={wizard} template />}
        {step === 'location' && <LocationStep wizard={wizard} />}
        {step === 'buyin' && <BuyInStep wizard={wizard} />}
        {step === 'structure' && <StructureStep wizard={wizard} />}
        {step === 'rules' && (
          <div className="space-y-6">
            <RulesEditor rules={draft.rules} errors={errors} onChange={(rules) => wizard.update({ rules })} />
            <div className="flex items-start gap-2">
              <Checkbox
                id="template-public"
                checked={isPublic}
                onChange={(e) => setIsPublic(e.target.checked)}
              />
              <label htmlFor="template-public">
                <span className="font-medium">Public template</span>
                <span className="block text-sm text-stone-600">
                  Every organiser can see it and create games from it.
                </span>
              </label>
            </div>
          </div>
        )}
        {step === 'review' && (
          <div className="space-y-4 text-sm">
            {failing.length > 0 ? (
              <Alert tone="danger">
                <ul className="space-y-1">
                  {failing.map((f) => (
                    <li key={f.s} className="flex items-center justify-between gap-2">
                      Step {f.i + 1} has errors that need to be fixed
                      <Button size="sm" variant="secondary" onClick={() => setIndex(f.i)}>
                        Fix
                      </Button>
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : (
              <Alert tone="success">Ready to save this template.</Alert>
            )}
            <p>
              <strong>{draft.name}</strong> · {draft.type === 'cash_game' ? 'Cash Game' : 'Tournament'} · up
              to {draft.maxParticipants} players · {isPublic ? 'Public' : 'Private'}
            </p>
            <p>
              {draft.location.name} {draft.location.address && `· ${draft.location.address}`}
            </p>
            <p>Buy-in {formatAmount(draft.buyIn.amount || 0, draft.buyIn.currency)}</p>
            {draft.type === 'tournament' && s && (
              <div>
                <p>
                  {s.startingChips.toLocaleString()} chips · {s.levels.length} levels ·{' '}
                  {estimatedDurationMinutes(s.levels)} minutes · payouts{' '}
                  {s.payouts.map((p) => `${p.percentage}%`).join(' / ')}
                </p>
                <LevelsPreview levels={s.levels} shown={reviewLevels} />
              </div>
            )}
          </div>
        )}
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={() => navigate('/templates')}>
          Cancel and Return to Templates
        </Button>
        <div className="flex items-center gap-3">
          {Object.keys(errors).length > 0 && (
            <span className="text-sm text-red-700">{Object.keys(errors).length} error(s) to fix</span>
          )}
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          {step === 'review' ? (
            <Button onClick={submit} disabled={save.isPending}>
              {template ? 'Update Template' : 'Create Template'}
            </Button>
          ) : (
            <Button disabled={Object.keys(errors).length > 0} onClick={() => setIndex(index + 1)}>
              Next <ChevronRight aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
