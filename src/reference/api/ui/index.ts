/** Navigation bar APIs of the page shell. */
import { v } from '../../../../spec/catalogue/index.ts';
import type { Runtime, NavigationBarState } from '../../runtime/runtime.ts';
import { defineAsyncApi } from '../protocol.ts';
import { upx2px } from './upx2px.ts';

export function uiApis(rt: Runtime) {
  const patchCurrent = (patch: NavigationBarState) => {
    const id = rt.router.current.id;
    rt.shell.set((s) => ({ ...s, navigationBars: { ...s.navigationBars, [id]: { ...s.navigationBars[id], ...patch } } }));
  };
  const frontColor = v('nav.set-navigation-bar-color.front-color');
  return {
    upx2px,
    setNavigationBarTitle: defineAsyncApi('setNavigationBarTitle', { title: { type: 'String', required: true } }, (params, settle) => {
      patchCurrent({ title: params.title });
      settle.resolve();
    }),
    setNavigationBarColor: defineAsyncApi('setNavigationBarColor', {
      frontColor: {
        type: 'String',
        required: true,
        validator: (value: string) => ((frontColor.allowed as readonly string[]).includes(value) ? undefined : `${frontColor.message} "${value}"`),
      },
      backgroundColor: { type: 'String', required: true },
    }, (params, settle) => {
      patchCurrent({ frontColor: params.frontColor, backgroundColor: params.backgroundColor });
      settle.resolve();
    }),
  };
}
