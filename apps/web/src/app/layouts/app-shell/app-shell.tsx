import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Brand } from '@/components/brand.tsx';
import { LiveStatusBanner } from '@/components/live-status-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { cn } from '@/lib/cn.ts';
import { LiveFeedProvider } from '@/lib/use-live.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { Sidebar } from './sidebar.tsx';

/**
 * The frame of every signed-in page. On large screens the sidebar is always there; on small
 * ones it is a drawer opened by the menu button, closed by navigation, Escape or the backdrop.
 */
export function AppShell() {
  const user = useAuthenticatedUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <LiveFeedProvider>
      <div className="min-h-dvh lg:pl-64">
        <header className="bg-felt sticky top-0 z-30 flex items-center justify-between px-4 py-3 text-felt-50 lg:hidden">
          <Brand to="/dashboard" />
          <Button
            variant="ghost"
            size="icon"
            className="hover:bg-white/10"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </Button>
        </header>
        {menuOpen ? (
          <button
            type="button"
            aria-label="Close menu"
            tabIndex={-1}
            className="fixed inset-0 z-30 bg-felt-950/60 lg:hidden"
            onClick={() => setMenuOpen(false)}
          />
        ) : null}
        <aside
          id="app-sidebar"
          className={cn(
            'fixed inset-y-0 left-0 z-40 w-64 transition-transform motion-reduce:transition-none lg:translate-x-0',
            menuOpen ? 'translate-x-0' : '-translate-x-full max-lg:invisible',
          )}
        >
          <Sidebar user={user} />
        </aside>
        <OfflineBanner />
        <LiveStatusBanner />
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </LiveFeedProvider>
  );
}
