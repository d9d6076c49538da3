import type { PageEntry } from '../router/router.ts';
import { NavigationBar } from './NavigationBar.tsx';
import { systemPages } from './system-pages.ts';

/**
 * One page of the stack. Covered pages stay mounted (hidden) so their state survives, as the framework
 * keeps covered pages alive.
 */
export function Page({ page, visible, canGoBack }: { page: PageEntry; visible: boolean; canGoBack: boolean }) {
  const style = page.route.page.style ?? {};
  const System = page.route.system ? systemPages[page.route.system] : undefined;
  return (
    <uni-page data-page={page.route.route} data-page-id={page.id} hidden={!visible} aria-hidden={!visible}>
      {style.navigationStyle === 'custom' ? null : <NavigationBar page={page} canGoBack={canGoBack} />}
      <uni-page-wrapper>
        <uni-page-body>
          {System ? <System page={page} /> : (
            <>
              <p className="fixture-text">{page.route.page.text ?? page.route.route}</p>
              <input aria-label="page note" className="fixture-note" />
            </>
          )}
        </uni-page-body>
      </uni-page-wrapper>
    </uni-page>
  );
}
