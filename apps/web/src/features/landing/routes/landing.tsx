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
  const { hash } = useLocation();
  const openDemo = () => setDemoOpen(true);

  // The header's anchors come from other pages too (/landing#pricing): scroll once the page is there.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <>
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
