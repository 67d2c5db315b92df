export { BuyInStep } from './components/buy-in-step.tsx';
export { GameWizard } from './components/game-wizard.tsx';
export { InfoStep } from './components/info-step.tsx';
export { LevelsPreview } from './components/levels-preview.tsx';
export { LocationStep } from './components/location-step.tsx';
export { RulesEditor } from './components/rules-editor.tsx';
export { StructureStep } from './components/structure-step.tsx';
export { WizardProgress } from './components/wizard-progress.tsx';
export {
  blindStructurePayload,
  buyInPayload,
  emptyDraft,
  freezeout,
  presetStructure,
  type StepWizard,
  type WizardDraft,
} from './utils/draft.ts';
export { type TemplateStep, templateSteps, validateTemplateStep } from './utils/validate.ts';
