import type { PageEntry } from '../router/router.ts';
import { animationName } from './animations.ts';
import { NavigationBar } from './NavigationBar.tsx';
import { PageBody } from './PageBody.tsx';
import { systemPages } from './system-pages.ts';

/**
 * One page of the stack. Covered pages stay mounted (hidden) so their state survives, as the framework
 * keeps covered pages alive. A pushed page plays its entering animation for the navigation's duration.
 */
export function Page({ page, visible, canGoBack }: { page: PageEntry; visible: boolean; canGoBack: boolean }) {
  const style = page.route.page.style ?? {};
  const System = page.route.system ? systemPages[page.route.system] : undefined;
  const animation = page.animation && page.animation.duration > 0
    ? { animation: `${animationName(page.animation.type)} ${page.animation.duration}ms ease-out` }
    : undefined;
  return (
    <uni-page data-page={page.route.route} data-page-id={page.id} hidden={!visible} aria-hidden={!visible} style={{ display: visible ? 'block' : undefined, ...animation }}>
      {style.navigationStyle === 'custom' ? null : <NavigationBar page={page} canGoBack={canGoBack} current={visible} />}
      <uni-page-wrapper>
        <uni-page-body>
          {System ? <System page={page} /> : <PageBody page={page.route.page} fallbackText={page.route.route} />}
        </uni-page-body>
      </uni-page-wrapper>
    </uni-page>
  );
}
