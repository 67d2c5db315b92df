import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { NewsletterFields } from './newsletter-fields.tsx';

/*
 * The box sits in the public footer, in the landing page's first chunk, which must stay free of the
 * schema library and load nothing the budget does not count (decision 0008). Its form
 * (react-hook-form with the domain's schema, decision 0035) is a chunk of its own, fetched when the
 * footer comes near the screen or the box is used. Until then the same box stands in: what was typed
 * is handed over, and a Subscribe pressed meanwhile is sent once the form is there. The swap is a
 * transition, so the stand-in stays on screen (and keeps its text) while the chunk loads.
 */
const NewsletterSubscribeForm = lazy(() => import('./newsletter-subscribe-form.tsx'));

/** The footer's newsletter box. */
export function NewsletterForm() {
  const [wanted, setWanted] = useState(false);
  const [email, setEmail] = useState('');
  const [submitRequested, setSubmitRequested] = useState(false);
  const focused = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const want = () => startTransition(() => setWanted(true));

  useEffect(() => {
    const element = box.current;
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setWanted(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  return (
    <div ref={box}>
      <Suspense fallback={null}>
        {wanted ? (
          <NewsletterSubscribeForm
            initialEmail={email}
            autoFocus={focused.current}
            submitOnMount={submitRequested}
          />
        ) : (
          <div className="space-y-2">
            <NewsletterFields
              input={{
                value: email,
                onChange: (e) => setEmail(e.target.value),
                onFocus: () => {
                  focused.current = true;
                  want();
                },
                onBlur: () => {
                  focused.current = false;
                },
              }}
              button={{
                type: 'button',
                onClick: () => {
                  setSubmitRequested(true);
                  want();
                },
              }}
            />
          </div>
        )}
      </Suspense>
    </div>
  );
}
