import { X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { Notice } from '../hooks/use-notices.ts';

const tones: Record<Notice['tone'], string> = {
  success: 'border-felt-200 bg-felt-50 text-felt-900',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

export function NoticeList({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  return (
    <div aria-live="polite" className="space-y-2">
      {notices.map((n) => (
        <div
          key={n.id}
          role={n.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'flex items-start justify-between gap-3 rounded-lg border px-4 py-2 text-sm',
            tones[n.tone],
          )}
        >
          <span>{n.text}</span>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => onDismiss(n.id)}
            className="shrink-0 opacity-70"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
