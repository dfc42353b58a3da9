import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCompany } from '../../../lib/company';
import { useToken } from '../../../lib/session';
import { SignInPanel } from '../components/sign-in-panel';
import { SiteHeader } from '../components/site-header';
import { TemplateHero } from '../templates/heroes';
import { heroSignIn, templateFor } from '../templates/template-props';

const HomeSections = lazy(() =>
  import('../templates/home-sections').then((m) => ({ default: m.HomeSections })),
);
const SiteFooter = lazy(() =>
  import('../components/site-footer').then((m) => ({ default: m.SiteFooter })),
);

/** The tenant's public home, in the template its company id calls for. */
export function HomePage() {
  const { company } = useCompany();
  const signedIn = useToken() !== null;
  const { hash } = useLocation();
  const template = templateFor(company.emis);
  // The Login/Register tabs: hidden when signed in, and where the template's design has none.
  const tabsAllowed = !signedIn && heroSignIn(template, company.industry);
  const [sectionsReady, setSectionsReady] = useState(false);
  const onSectionsReady = useCallback(() => setSectionsReady(true), []);

  useEffect(() => {
    document.title = company.name;
  }, [company.name]);

  useEffect(() => {
    if (hash && sectionsReady) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, sectionsReady]);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-background focus:p-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" data-template={template}>
        <TemplateHero template={template} signInPanel={tabsAllowed ? <SignInPanel open /> : null} />
        {/* Rendered on the server with the rest of the page: readable without JavaScript. In the
            browser the sections' chunk hydrates after the hero's (a Suspense boundary). */}
        <Suspense fallback={<div className="min-h-dvh" aria-hidden="true" />}>
          <SectionsLoaded onReady={onSectionsReady}>
            <HomeSections template={template} />
          </SectionsLoaded>
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </>
  );
}

/** Tells the page when the lazy sections have rendered (to honour a #hash in the address). */
function SectionsLoaded({ children, onReady }: { children: React.ReactNode; onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return children;
}
