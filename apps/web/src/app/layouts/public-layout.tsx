import { copyrightYear, productName } from '@pokerhome/domain';
import { Link, Outlet } from 'react-router';
import { Brand } from '@/components/brand.tsx';
import { Button } from '@/components/ui/button.tsx';
import { NewsletterForm } from '@/features/landing';

const anchors = [
  { hash: '#features', label: 'Features' },
  { hash: '#pricing', label: 'Pricing' },
  { hash: '#about', label: 'About' },
];

/** Footer: every link, grouped; the landing's sections are reached by anchor. */
const footerGroups = [
  {
    title: 'Product',
    links: [
      { to: '/landing#features', label: 'Features' },
      { to: '/landing#pricing', label: 'Pricing' },
      { to: '/landing#demo', label: 'Demo' },
      // No "Templates": the templates pages need a League Organizer account (docs/site.md).
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
      { to: '/status', label: 'System Status' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookies', label: 'Cookie Policy' },
      { to: '/gdpr', label: 'GDPR' },
    ],
  },
];

/** Landing and the public info pages: sticky felt header with anchors and the two ways in, and the footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-felt sticky top-0 z-30 border-b border-felt-800 text-felt-50">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Brand />
          <nav aria-label="Sections" className="hidden gap-5 text-sm font-medium md:flex">
            {anchors.map((a) => (
              <Link key={a.hash} to={{ pathname: '/landing', hash: a.hash }} className="hover:text-chip-300">
                {a.label}
              </Link>
            ))}
          </nav>
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
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-stone-600 md:grid-cols-4">
          {footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="font-semibold text-stone-900">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="hover:text-felt-700 hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <NewsletterForm />
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-stone-500">
          © {copyrightYear} {productName}. We keep records of your games; we never process payments.
        </p>
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
