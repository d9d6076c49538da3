/** Navigation bar APIs of the page shell. */
import type { Runtime, NavigationBarState } from '../../runtime/runtime.ts';
import { defineAsyncApi } from '../protocol.ts';
import { upx2px } from './upx2px.ts';

const FRONT_COLORS = ['#ffffff', '#000000'];

export function uiApis(rt: Runtime) {
  const patchCurrent = (patch: NavigationBarState) => {
    const id = rt.router.current.id;
    rt.shell.set((s) => ({ ...s, navigationBars: { ...s.navigationBars, [id]: { ...s.navigationBars[id], ...patch } } }));
  };
  /** The current page's pull-down refresh; a page without one has nothing to start or stop. */
  const pageRefresh = () => rt.pageRefreshes.get(rt.router.current.id);
  return {
    upx2px,
    startPullDownRefresh: defineAsyncApi('startPullDownRefresh', {}, (_params, settle) => {
      pageRefresh()?.trigger();
      settle.resolve();
    }),
    stopPullDownRefresh: defineAsyncApi('stopPullDownRefresh', {}, (_params, settle) => {
      pageRefresh()?.stop();
      settle.resolve();
    }),
    setNavigationBarTitle: defineAsyncApi('setNavigationBarTitle', { title: { type: 'String', required: true } }, (params, settle) => {
      patchCurrent({ title: params.title });
      settle.resolve();
    }),
    setNavigationBarColor: defineAsyncApi('setNavigationBarColor', {
      frontColor: {
        type: 'String',
        required: true,
        validator: (value: string) => (FRONT_COLORS.includes(value) ? undefined : `invalid frontColor "${value}"`),
      },
      backgroundColor: { type: 'String', required: true },
    }, (params, settle) => {
      patchCurrent({ frontColor: params.frontColor, backgroundColor: params.backgroundColor });
      settle.resolve();
    }),
  };
}
