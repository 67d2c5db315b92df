import { copyrightYear, productName } from '@pokerhome/domain';
import { Link, Outlet } from 'react-router';
import { Brand } from '@/components/brand.tsx';
import { Button } from '@/components/ui/button.tsx';

const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/status', label: 'System Status' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/gdpr', label: 'GDPR' },
];

/** Landing and the public info pages: felt header with the two ways in, and the legal footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-felt sticky top-0 z-30 border-b border-felt-800 text-felt-50">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Brand />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Button asChild variant="onFelt" size="sm">
              <Link to="/login">Sign In</Link>
            </Button>
            <Button asChild variant="accent" size="sm">
              <Link to="/register">Get Started</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-600 md:flex-row md:items-center md:justify-between">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-felt-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © {copyrightYear} {productName}
          </p>
        </div>
      </footer>
    </div>
  );
}

/** Info pages share a readable column. */
export function InfoPageLayout() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Outlet />
    </div>
  );
}
