import { appMessages } from '@pokerhome/domain';
import { Spinner } from '@/components/ui/spinner.tsx';

/** Shown on guarded pages while the session is being determined. */
export function AuthenticatingScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center text-stone-700">
      <Spinner label={appMessages.authenticating} showLabel />
    </main>
  );
}
