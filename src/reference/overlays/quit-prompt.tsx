import { useSyncExternalStore } from 'react';
import { messagesModule } from '../i18n/index.ts';
import { useOnDemand } from '../on-demand/component.tsx';
import { useShell } from '../shell/context.ts';

const MESSAGES = [messagesModule];
const NONE: typeof MESSAGES = [];

/** The prompt a back press on the root page shows while a second press would quit the app. */
export default function QuitPrompt() {
  const { rt } = useShell();
  const shown = useSyncExternalStore(rt.backPress.prompt.subscribe, rt.backPress.prompt.get);
  // The strings load when the prompt first shows, not with the page.
  const ready = useOnDemand(shown ? MESSAGES : NONE);
  if (!shown || !ready) return null;
  const { t } = messagesModule.current!;
  return (
    <uni-quit-prompt
      role="status"
      style={{ position: 'fixed', left: '50%', bottom: '15%', transform: 'translateX(-50%)', zIndex: 999, padding: '8px 16px', borderRadius: 4, background: 'rgba(17,17,17,.7)', color: '#fff', fontSize: 14 }}
    >
      {t('uni.app.quit')}
    </uni-quit-prompt>
  );
}
