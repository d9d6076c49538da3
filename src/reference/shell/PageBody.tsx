import { memo, useEffect, useMemo, useState } from 'react';
import { useOnDemand } from '../on-demand/component.tsx';
import type { PageConfig } from '../runtime/app-config.ts';
import { loadPageCode } from '../runtime/page-code.ts';
import { AsyncError } from './AsyncError.tsx';
import { FixtureComponents, fixtureModules } from './FixtureComponents.tsx';

type Loaded = { status: 'loading' } | { status: 'ready'; text: string } | { status: 'failed' };

/**
 * A fixture page's body: its text, from its code when it has some, and the built-in components it lists.
 * Like a page of the framework, whose chunk holds its code and its components, it shows once all of them
 * are in, all at once. A covered page's body is not rendered again when its page is.
 */
export const PageBody = memo(function PageBody({ page, fallbackText }: { page: PageConfig; fallbackText: string }) {
  const [loaded, setLoaded] = useState<Loaded>(page.code ? { status: 'loading' } : { status: 'ready', text: page.text ?? fallbackText });
  useEffect(() => {
    if (!page.code) return;
    let live = true;
    loadPageCode(page.code).then(
      (text) => { if (live) setLoaded({ status: 'ready', text }); },
      () => { if (live) setLoaded({ status: 'failed' }); },
    );
    return () => { live = false; };
  }, [page.code]);
  const componentsIn = useOnDemand(useMemo(() => fixtureModules(page.components), [page.components]));
  if (loaded.status === 'failed') return <AsyncError />;
  if (loaded.status === 'loading' || !componentsIn) return null;
  return (
    <>
      <p className="fixture-text">{loaded.text}</p>
      {page.components ? <FixtureComponents items={page.components} /> : null}
    </>
  );
});
