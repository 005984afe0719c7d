import { CandidateSection, CompanySection } from '../modules/marketing/components/AudienceSections';
import { ClosingCta } from '../modules/marketing/components/ClosingCta';
import { DemoVideo } from '../modules/marketing/components/DemoVideo';
import { Hero } from '../modules/marketing/components/Hero';
import { HowItWorks } from '../modules/marketing/components/HowItWorks';
import { LandingTopBar } from '../modules/marketing/components/LandingTopBar';
import { SiteFooter } from '../modules/marketing/components/SiteFooter';

/** Public landing page (docs/product/screens.md#routes, Landing page). */
export function LandingPage() {
  return (
    <div className="landing">
      <LandingTopBar />
      <main id="main-content">
        <Hero />
        <section className="demo-section" aria-labelledby="demo-section-title">
          <div className="container">
            <div className="section-heading">
              <p className="eyebrow">See it in action</p>
              <h2 id="demo-section-title" className="section-title">
                From an email in your inbox to a verified profile
              </h2>
              <p className="section-lead">
                Watch how an interview invitation becomes a verified entry on an anonymous profile, and what a company sees when it searches.
              </p>
            </div>
            <DemoVideo />
          </div>
        </section>
        <CandidateSection />
        <CompanySection />
        <HowItWorks />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
