import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { copyWithToast } from '@/lib/clipboard.ts';

/** The ten recovery codes, shown this once (the server keeps only their hashes). */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    // When the browser refuses, the codes stay on screen to be selected by hand.
    const done = await copyWithToast(codes.join('\n'), {
      copied: 'Recovery codes copied',
      failed: 'Could not copy. Select the codes and copy them by hand.',
    });
    if (done) setCopied(true);
  };

  return (
    <div className="space-y-4">
      <Alert tone="success">Two-factor authentication is on.</Alert>
      <div>
        <h3 className="font-semibold text-stone-900">Your recovery codes</h3>
        <p className="mt-1 text-sm text-stone-600">
          Keep these somewhere safe, like a password manager. If you lose your phone, each code signs you in
          once in place of an authenticator code. <strong>They will not be shown again.</strong>
        </p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-stone-100 p-4 font-mono text-sm text-stone-900 sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}
