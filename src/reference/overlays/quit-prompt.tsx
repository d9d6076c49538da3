import { useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { useShell } from '../shell/context.ts';

/** The prompt a back press on the root page shows while a second press would quit the app. */
export default function QuitPrompt() {
  const { rt } = useShell();
  const shown = useSyncExternalStore(rt.backPress.prompt.subscribe, rt.backPress.prompt.get);
  // The strings load when the prompt first shows, not with the page.
  const t = useMessages(shown);
  if (!t) return null;
  return (
    <uni-quit-prompt
      role="status"
      style={{ position: 'fixed', left: '50%', bottom: '15%', transform: 'translateX(-50%)', zIndex: 999, padding: '8px 16px', borderRadius: 4, background: 'rgba(17,17,17,.7)', color: '#fff', fontSize: 14 }}
    >
      {t('uni.app.quit')}
    </uni-quit-prompt>
  );
}
