import { appMessages } from '@pokerhome/domain';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { sessionQueryKey } from '@/features/auth';
import { useConnection } from '@/lib/connection.ts';

/**
 * A signed-in page opened with no way to the server and nothing stored to show (docs/offline.md,
 * "Starting offline"): never the sign-in page, which could not sign anyone in either. It says
 * whether the device or the server is the trouble; the session is asked again when the device is
 * back online (the query cache does that) or on "Try again".
 */
export function UnreachableScreen() {
  const queryClient = useQueryClient();
  const { browserOffline } = useConnection();
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="max-w-md space-y-3 text-center text-stone-800">
        <WifiOff aria-hidden className="mx-auto size-10 text-amber-700" />
        <h1 className="text-xl font-semibold">
          {browserOffline ? appMessages.startOfflineTitle : appMessages.startServerDownTitle}
        </h1>
        <p>{browserOffline ? appMessages.startOfflineText : appMessages.startServerDownText}</p>
        <Button onClick={() => void queryClient.refetchQueries({ queryKey: sessionQueryKey })}>
          {appMessages.tryAgain}
        </Button>
      </div>
    </main>
  );
}
