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
        validator: (value: string) => (FRONT_COLORS.includes(value) ? undefined : `invalid frontColor "${value}"`),
      },
      backgroundColor: { type: 'String', required: true },
    }, (params, settle) => {
      patchCurrent({ frontColor: params.frontColor, backgroundColor: params.backgroundColor });
      settle.resolve();
    }),
  };
}
