/** <modal>: the dialog behind uni.showModal. Esc cancels and Enter confirms, as in the framework. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { locale, t } from '../../i18n/index.ts';
import { popupEvent, type PopupEvent } from '../popup-event.ts';

export interface ModalCloseDetail {
  confirm: boolean;
  cancel: boolean;
  content?: string;
}

export interface ModalProps {
  visible?: boolean;
  title?: string;
  content?: string;
  showCancel?: boolean;
  cancelText?: string;
  cancelColor?: string;
  confirmText?: string;
  confirmColor?: string;
  editable?: boolean;
  placeholderText?: string;
  onClose?(event: PopupEvent<ModalCloseDetail>): void;
}

export default function Modal({
  visible = true, title = '', content = '', showCancel = true, cancelText, cancelColor = '#000',
  confirmText, confirmColor = '#007aff', editable = false, placeholderText = '', onClose,
}: ModalProps) {
  const current = useSyncExternalStore(locale.subscribe, locale.get);
  const [text, setText] = useState(content);
  useEffect(() => setText(content), [content, visible]);
  const close = (confirm: boolean) =>
    onClose?.(popupEvent('close', { confirm, cancel: !confirm, ...(confirm && editable ? { content: text } : {}) }));

  useEffect(() => {
    if (!visible) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(false);
      else if (e.key === 'Enter' && !editable) close(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!visible) return null;
  return (
    <div className="uni-modal-wrapper" style={{ position: 'fixed', inset: 0, zIndex: 999, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <div className="uni-mask" style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.5)' }} />
      <div className="uni-modal" role="dialog" aria-modal="true" aria-label={title || undefined}
        style={{ position: 'relative', width: '80%', maxWidth: 300, background: '#fff', borderRadius: 3, textAlign: 'center', overflow: 'hidden' }}>
        {title ? <div className="uni-modal__hd" style={{ padding: '1.3em 1.6em 0.5em', fontWeight: 400, fontSize: 18 }}>{title}</div> : null}
        {editable ? (
          <textarea className="uni-modal__textarea" aria-label={title || placeholderText} placeholder={placeholderText} value={text}
            onChange={(e) => setText(e.target.value)} style={{ width: '85%', minHeight: 48 }} />
        ) : (
          <div className="uni-modal__bd" style={{ padding: '0 1.6em 0.8em', minHeight: 40, fontSize: 15, color: '#999', whiteSpace: 'pre-wrap' }}>{content}</div>
        )}
        <div className="uni-modal__ft" style={{ display: 'flex', borderTop: '1px solid #d5d5d6', lineHeight: '48px' }}>
          {showCancel ? (
            <button type="button" className="uni-modal__btn uni-modal__btn_default" style={{ flex: 1, color: cancelColor, background: 'none', border: 0 }}
              onClick={() => close(false)}>{cancelText ?? t('uni.showModal.cancel', current)}</button>
          ) : null}
          <button type="button" className="uni-modal__btn uni-modal__btn_primary" style={{ flex: 1, color: confirmColor, background: 'none', border: 0 }}
            onClick={() => close(true)}>{confirmText ?? t('uni.showModal.confirm', current)}</button>
        </div>
      </div>
    </div>
  );
}
