import type { TwoFactorSetup } from '@pokerhome/domain';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { useSetupTwoFactor } from '../api/two-factor-setup.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TwoFactorDisableForm } from './two-factor-disable-form.tsx';
import { TwoFactorSetupPanel } from './two-factor-setup-panel.tsx';

type Step =
  | { name: 'status' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] };

/**
 * Enable (setup → code → recovery codes) or disable. The local step wins over the user record
 * while enabling, so the refetched "enabled" flag cannot hide the codes before they are saved.
 */
export function TwoFactorCard() {
  const user = useAuthenticatedUser();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const setupMutation = useSetupTwoFactor();
  const enabled = user.twoFactorEnabled;

  const startSetup = () =>
    setupMutation.mutate(undefined, { onSuccess: (setup) => setStep({ name: 'setup', setup }) });
  const backToStatus = () => setStep({ name: 'status' });

  return (
    <Card aria-labelledby="two-factor-title">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="two-factor-title">Two-factor authentication</CardTitle>
          {enabled || step.name === 'codes' ? (
            <Badge tone="success">
              <ShieldCheck aria-hidden className="size-3.5" />
              On
            </Badge>
          ) : (
            <Badge>
              <ShieldOff aria-hidden className="size-3.5" />
              Off
            </Badge>
          )}
        </div>
        <CardDescription>
          A code from an authenticator app on your phone, asked for after your password when you sign in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {step.name === 'setup' ? (
          <TwoFactorSetupPanel
            setup={step.setup}
            onEnabled={(codes) => setStep({ name: 'codes', codes })}
            onCancel={backToStatus}
          />
        ) : step.name === 'codes' ? (
          <RecoveryCodesPanel codes={step.codes} onDone={backToStatus} />
        ) : enabled ? (
          <TwoFactorDisableForm />
        ) : (
          <Button onClick={startSetup} disabled={setupMutation.isPending}>
            {setupMutation.isPending ? 'Preparing…' : 'Enable two-factor authentication'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
