import { messagesModule } from '../i18n/index.ts';
import { useOnDemand } from '../on-demand/component.tsx';

const MESSAGES = [messagesModule];

/** The screen of a page whose code failed to load: a tap anywhere reloads, as the framework retries. */
export function AsyncError() {
  if (!useOnDemand(MESSAGES)) return null;
  const { t } = messagesModule.current!;
  return (
    <uni-async-error
      role="button"
      tabIndex={0}
      onClick={() => window.location.reload()}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh', padding: 16, textAlign: 'center', cursor: 'pointer' }}
    >
      {t('uni.async.error')}
    </uni-async-error>
  );
}
