/** <toast>: the toast behind uni.showToast and uni.showLoading. */
export interface ToastProps {
  visible?: boolean;
  title?: string;
  icon?: 'success' | 'loading' | 'error' | 'none';
  image?: string;
  mask?: boolean;
}

const glyphs = { success: '✓', error: '✕', loading: '' } as const;

export default function Toast({ visible = true, title = '', icon = 'success', image = '', mask = false }: ToastProps) {
  if (!visible) return null;
  const withIcon = Boolean(image) || icon !== 'none';
  return (
    <div className="uni-toast-wrapper">
      <style>{'@keyframes uni-loading { to { transform: rotate(360deg); } }'}</style>
      {/* A mask keeps the page from being touched while the toast shows. */}
      {mask ? <div className="uni-mask" style={{ position: 'fixed', inset: 0, zIndex: 999, background: 'transparent' }} /> : null}
      <div className="uni-toast" role="status" aria-live="polite" data-icon={image ? 'image' : icon}
        style={{
          position: 'fixed', zIndex: 999, top: '50%', left: '50%', transform: 'translate(-50%, -50%)',
          boxSizing: 'border-box', minWidth: withIcon ? 136 : undefined, maxWidth: withIcon ? 136 : '80%',
          padding: withIcon ? '20px 10px 10px' : '10px 16px', background: 'rgba(17,17,17,0.7)', color: '#fff',
          borderRadius: 5, textAlign: 'center', fontSize: 14,
        }}>
        {image ? <img className="uni-toast__icon" src={image} alt="" style={{ width: 40, height: 40 }} /> : null}
        {!image && icon === 'loading' ? (
          <span className="uni-loading" aria-hidden="true" style={{
            display: 'inline-block', width: 38, height: 38, border: '3px solid rgba(255,255,255,0.3)', borderTopColor: '#fff',
            borderRadius: '50%', animation: 'uni-loading 1s linear infinite',
          }} />
        ) : null}
        {!image && (icon === 'success' || icon === 'error') ? (
          <span className="uni-icon_toast" aria-hidden="true" style={{ display: 'block', fontSize: 40, lineHeight: '55px' }}>{glyphs[icon]}</span>
        ) : null}
        <p className="uni-toast__content" style={{ margin: 0 }}>{title}</p>
      </div>
    </div>
  );
}
