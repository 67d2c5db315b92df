import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';

/*
 * The box sits in the public footer, in the landing page's first chunk, which must stay free of the
 * schema library (decision 0008): the form (react-hook-form with the domain's schema, decision 0035)
 * arrives in its own chunk, shown meanwhile by the same box, not yet usable.
 */
const NewsletterSubscribeForm = lazy(() => import('./newsletter-subscribe-form.tsx'));

/** The footer's newsletter box. */
export function NewsletterForm() {
  return (
    <Suspense fallback={<NewsletterPlaceholder />}>
      <NewsletterSubscribeForm />
    </Suspense>
  );
}

function NewsletterPlaceholder() {
  return (
    <div className="space-y-2">
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-stone-900">
        Get product news by e-mail
      </label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          placeholder="you@example.com"
          disabled
          className="max-w-xs"
        />
        <Button type="button" disabled>
          Subscribe
        </Button>
      </div>
    </div>
  );
}
