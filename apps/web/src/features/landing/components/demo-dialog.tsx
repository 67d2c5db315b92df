import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { cn } from '@/lib/cn.ts';
import { ClockMockup, DashboardMockup, LedgerMockup, TemplateWizardMockup } from './mockups.tsx';

const tabs = [
  { id: 'dashboard', label: 'Dashboard Overview', Mockup: DashboardMockup },
  { id: 'clock', label: 'Tournament Clock', Mockup: ClockMockup },
  { id: 'finance', label: 'Financial Tracking', Mockup: LedgerMockup },
  { id: 'templates', label: 'Game Templates', Mockup: TemplateWizardMockup },
] as const;

/**
 * Watch Demo: four still pictures of the product, Dashboard Overview first. Loaded on demand. The
 * spec's "3-minute demo" with video-like durations is not claimed: these are pictures (docs/site.md).
 */
export default function DemoDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [active, setActive] = useState<(typeof tabs)[number]['id']>('dashboard');
  const tab = tabs.find((t) => t.id === active) ?? tabs[0];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>PokerHome in four screens</DialogTitle>
        <DialogDescription>
          No signup needed: still pictures of the screens you will use, drawn on sample data.
        </DialogDescription>
        <div
          role="tablist"
          aria-label="Demo chapters"
          className="mt-4 flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1"
        >
          {tabs.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`demo-tab-${t.id}`}
              aria-selected={t.id === active}
              aria-controls="demo-panel"
              onClick={() => setActive(t.id)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                t.id === active ? 'bg-white text-felt-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div id="demo-panel" role="tabpanel" aria-labelledby={`demo-tab-${tab.id}`} className="mt-4">
          <tab.Mockup />
        </div>
        <div className="mt-6 flex justify-end">
          <Button asChild variant="accent">
            <Link to="/register?role=host">Start Your Free Trial</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
