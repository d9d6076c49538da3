/**
 * <action-sheet>: the sheet behind uni.showActionSheet. Its item list is at most 260 px high and scrolls
 * beyond; on a desktop-sized window it becomes a 300 px card, placed next to `popover` when given.
 */
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { locale, t } from '../../i18n/index.ts';
import { isDesktopPopup } from '../../shell/popup.ts';
import { popupEvent, type PopupEvent } from '../popup-event.ts';

export interface ActionSheetProps {
  visible?: boolean;
  title?: string;
  itemList?: string[];
  itemColor?: string;
  popover?: { top?: number; left?: number; width?: number; height?: number };
  /** The cancel row's text; the framework's own by default. */
  cancelText?: string;
  /** detail.tapIndex is the tapped item, or -1 for cancel. */
  onClose?(event: PopupEvent<{ tapIndex: number }>): void;
}

const LIST_MAX_HEIGHT = 260;
/** Framework popup geometry (components/app/popup/mixins/popup.js). */
const POPOVER_WIDTH = 300;
const POPOVER_GAP = 6;

function useWindowSize() {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** Where the sheet sits: a bottom sheet on phones, a card on desktop-sized windows. */
function sheetStyle(desktop: boolean, height: number, popover: ActionSheetProps['popover']): CSSProperties {
  if (!desktop) return { left: 0, right: 0, bottom: 0 };
  if (!popover) return { width: POPOVER_WIDTH, left: '50%', top: '50%', transform: 'translate(-50%, -50%)' };
  const top = Number(popover.top) || 0;
  const left = Number(popover.left) || 0;
  const center = left + (Number(popover.width) || 0) / 2;
  const bottomEdge = top + (Number(popover.height) || 0);
  const style: CSSProperties = { width: POPOVER_WIDTH, left: Math.max(0, center - POPOVER_WIDTH / 2) };
  // Open on the side of the anchor with more room.
  if (bottomEdge - height / 2 > height / 2 - top) style.bottom = height - top + POPOVER_GAP;
  else style.top = bottomEdge + POPOVER_GAP;
  return style;
}

export default function ActionSheet({ visible = true, title = '', itemList = [], itemColor = '#000', popover, cancelText, onClose }: ActionSheetProps) {
  const current = useSyncExternalStore(locale.subscribe, locale.get);
  const { width, height } = useWindowSize();
  const desktop = isDesktopPopup(width, height);
  if (!visible) return null;
  const close = (tapIndex: number) => onClose?.(popupEvent('close', { tapIndex }));
  return (
    <div className="uni-actionsheet-wrapper">
      <div className="uni-mask" onClick={() => close(-1)} style={{ position: 'fixed', inset: 0, zIndex: 999, background: desktop ? 'none' : 'rgba(0,0,0,0.6)' }} />
      <div className="uni-actionsheet" role="dialog" aria-modal="true" aria-label={title || undefined}
        style={{ position: 'fixed', zIndex: 999, background: '#efeff4', ...sheetStyle(desktop, height, popover) }}>
        <div className="uni-actionsheet__menu" style={{ background: '#fcfcfd', borderRadius: desktop ? 5 : 0, boxShadow: desktop ? '0 0 20px 5px rgba(0,0,0,0.3)' : undefined }}>
          {title ? <div className="uni-actionsheet__title" style={{ padding: '10px 6px', textAlign: 'center', color: '#888', fontSize: 16 }}>{title}</div> : null}
          <div className="uni-actionsheet__list" style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain' }}>
            {itemList.map((item, index) => (
              <button key={index} type="button" className="uni-actionsheet__cell" onClick={() => close(index)}
                style={{ display: 'block', width: '100%', padding: '10px 6px', fontSize: 18, color: itemColor, background: 'none', border: 0, borderTop: index ? '1px solid #e5e5e5' : 0 }}>
                {item}
              </button>
            ))}
          </div>
        </div>
        {/* On desktop the mask is the way to cancel, as in the framework. */}
        {desktop ? null : (
          <button type="button" className="uni-actionsheet__action uni-actionsheet__cell" onClick={() => close(-1)}
            style={{ display: 'block', width: '100%', marginTop: 6, padding: '10px 6px', fontSize: 18, color: '#1aad19', background: '#fcfcfd', border: 0 }}>
            {cancelText ?? t('uni.showActionSheet.cancel', current)}
          </button>
        )}
      </div>
    </div>
  );
}
