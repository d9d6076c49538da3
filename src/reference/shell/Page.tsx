import { memo, useRef } from 'react';
import type { PageEntry } from '../router/router.ts';
import { animationName } from './animations.ts';
import { NAVIGATION_BAR_HEIGHT, shownPageStyle } from './layout.ts';
import { NavigationBar } from './NavigationBar.tsx';
import { PageBody } from './PageBody.tsx';
import { PageRefresh } from './PageRefresh.tsx';
import { systemPages } from './system-pages.ts';

/**
 * One page of the stack. Covered pages stay mounted (hidden) so their state survives, as the framework
 * keeps covered pages alive. A pushed page plays its entering animation for the navigation's duration.
 * A page whose props did not change is not rendered again when the stack changes.
 */
export const Page = memo(function Page({ page, visible, canGoBack }: { page: PageEntry; visible: boolean; canGoBack: boolean }) {
  const style = page.route.page.style ?? {};
  const element = useRef<HTMLElement>(null);
  const relay = useRef<HTMLSpanElement>(null);
  const hooks = page.route.page.hooks;
  // The page's hooks a fixture lists reach it as DOM events on the page's relay element.
  const onRefresh = () => {
    if (hooks?.includes('onPullDownRefresh')) relay.current?.dispatchEvent(new CustomEvent('onPullDownRefresh', { detail: null }));
  };
  const System = page.route.system ? systemPages[page.route.system] : undefined;
  const animation = page.animation && page.animation.duration > 0
    ? { animation: `${animationName(page.animation.type)} ${page.animation.duration}ms ease-out` }
    : undefined;
  return (
    <uni-page ref={element} data-page={page.route.route} data-page-id={page.id} hidden={!visible} aria-hidden={visible ? undefined : 'true'} style={{ ...shownPageStyle, display: visible ? shownPageStyle.display : undefined, ...animation }}>
      {style.navigationStyle === 'custom' ? null : <NavigationBar page={page} canGoBack={canGoBack} current={visible} />}
      {style.enablePullDownRefresh ? <PageRefresh pageId={page.id} page={element} top={style.navigationStyle === 'custom' ? 0 : NAVIGATION_BAR_HEIGHT} onRefresh={onRefresh} /> : null}
      <uni-page-wrapper>
        {hooks?.length ? <span ref={relay} data-component="page" hidden /> : null}
        <uni-page-body>
          {System ? <System page={page} /> : <PageBody page={page.route.page} fallbackText={page.route.route} />}
        </uni-page-body>
      </uni-page-wrapper>
    </uni-page>
  );
});
