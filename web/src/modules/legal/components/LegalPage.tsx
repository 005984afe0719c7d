import '../legal.css';
import type { ReactNode } from 'react';
import { LandingTopBar } from '../../marketing/components/LandingTopBar';
import { SiteFooter } from '../../marketing/components/SiteFooter';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A public text page (privacy, terms): the landing page's bar and footer, the title, a contents list, the sections. */
export function LegalPage({ title, lead, updated, sections }: { title: string; lead: ReactNode; updated: string; sections: LegalSection[] }) {
  return (
    <div className="landing legal">
      <LandingTopBar />
      <main id="main-content" className="legal__main">
        <article className="container legal__article" aria-labelledby="page-title">
          <header className="legal__header">
            <h1 id="page-title" className="legal__title">
              {title}
            </h1>
            <p className="legal__lead">{lead}</p>
            <p className="legal__updated">Last updated {updated}</p>
          </header>
          <nav className="legal__contents" aria-label="On this page">
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  {/* hash routing: an in-page anchor would change the route, so the link scrolls instead */}
                  <a
                    href={`#${section.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(section.id)?.scrollIntoView();
                    }}
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section) => (
            <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="legal__section-title">
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
