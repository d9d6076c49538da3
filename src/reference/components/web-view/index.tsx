/** `<web-view>`: an embedded page filling the window; only web (and relative) addresses are loaded. */
import { emit, type UniHandler } from '../shared/events.ts';

export interface WebViewProps {
  src?: string;
  fullscreen?: boolean;
  onLoad?: UniHandler<{ src: string }>;
}

/** `javascript:` and other script-capable schemes never become the frame's address. */
export function safeSrc(src: string | undefined): string | undefined {
  if (!src) return undefined;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(src)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? src : undefined;
}

export default function WebView(props: WebViewProps) {
  const src = safeSrc(props.src);
  const fullscreen = props.fullscreen ?? true;
  return (
    <uni-web-view style={fullscreen ? { position: 'absolute', inset: 0 } : { display: 'block' }}>
      {src ? (
        <iframe
          src={src}
          title="web-view"
          style={{ width: '100%', height: '100%', border: 0 }}
          onLoad={() => emit(props.onLoad, 'load', { src })}
        />
      ) : null}
    </uni-web-view>
  );
}
