import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';

/** The game's RSVP link: anyone signed in who opens it can answer (the host shares it anywhere). */
export function ShareLink({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it yourself');
    }
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor="share-link" className="text-sm font-medium">
        RSVP link
      </label>
      <div className="flex gap-2">
        <Input id="share-link" readOnly value={url} onFocus={(e) => e.target.select()} />
        <Button type="button" variant="secondary" onClick={copy}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
    </div>
  );
}
