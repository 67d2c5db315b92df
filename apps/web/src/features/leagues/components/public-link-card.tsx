import type { Season } from '@pokerhome/domain';
import { Copy, Link2, Link2Off, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { copyWithToast } from '@/lib/clipboard.ts';
import { useCreatePublicLink } from '../api/create-public-link.ts';
import { useRevokePublicLink } from '../api/revoke-public-link.ts';

/**
 * The secret read-only standings link: for the group chat and the TV. Making a new one kills the
 * old; revoking it shows "no longer valid" to whoever still has it. Net winnings are never on it.
 */
export function PublicLinkCard({ season }: { season: Season }) {
  const inputId = useId();
  const create = useCreatePublicLink(season.id);
  const revoke = useRevokePublicLink(season.id);
  const url = season.publicUrl;
  const copy = async () => {
    if (!url) return;
    await copyWithToast(url, {
      copied: 'Link copied',
      failed: 'Could not copy: select the link and copy it yourself.',
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Public standings link</CardTitle>
        <CardDescription>
          Anyone with the link sees the table without signing in, on a phone or the TV. Net winnings stay
          private.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {url ? (
          <>
            <label htmlFor={inputId} className="block text-sm font-medium">
              Standings link
            </label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={inputId}
                readOnly
                value={url}
                className="min-w-0 flex-1 basis-64"
                onFocus={(e) => e.target.select()}
              />
              <Button variant="secondary" onClick={copy}>
                <Copy aria-hidden /> Copy
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <MutationButton mutation={create} variant="secondary" size="sm">
                <RefreshCw aria-hidden /> New link
              </MutationButton>
              <MutationButton mutation={revoke} variant="destructive" size="sm">
                <Link2Off aria-hidden /> Revoke link
              </MutationButton>
            </div>
          </>
        ) : (
          <MutationButton mutation={create}>
            <Link2 aria-hidden /> Create public link
          </MutationButton>
        )}
      </CardContent>
    </Card>
  );
}
