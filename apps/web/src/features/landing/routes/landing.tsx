import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { FinalCta, GuaranteeSection } from '../components/guarantee-section.tsx';
import { Hero } from '../components/hero.tsx';
import {
  AudienceSection,
  CommunitySection,
  DeepDiveSection,
  FeaturesSection,
  HowItWorksSection,
  ShowcaseSection,
  TrustSection,
} from '../components/info-sections.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { StatsBand } from '../components/stats-band.tsx';

// Only fetched when someone asks for the demo: the landing page's budget (docs/performance.md) stays small.
const DemoDialog = lazy(() => import('../components/demo-dialog.tsx'));

/** Public landing: every section in the spec's order. */
export default function LandingPage() {
  useDocumentTitle('Run your poker home games');
  const [demoOpen, setDemoOpen] = useState(false);
  const { hash, state } = useLocation();
  // A page that sends the visitor here with something to say (the account deletion's confirmation):
  // the landing page has no toasts (its budget), so it says it at the top.
  const notice = (state as { notice?: unknown } | null)?.notice;
  const openDemo = () => setDemoOpen(true);

  // The header's anchors come from other pages too (/landing#pricing): scroll once the page is there.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <>
      {typeof notice === 'string' && (
        <p role="status" className="bg-felt-50 px-4 py-3 text-center font-medium text-felt-900">
          {notice}
        </p>
      )}
      <Hero onWatchDemo={openDemo} />
      <StatsBand />
      <ShowcaseSection onWatchDemo={openDemo} />
      <FeaturesSection />
      <PricingSection />
      <TrustSection />
      <HowItWorksSection />
      <CommunitySection />
      <DeepDiveSection />
      <AudienceSection />
      <GuaranteeSection />
      <FinalCta />
      {demoOpen && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </>
  );
}
