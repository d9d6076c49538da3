import { useMessages } from '../i18n/use-messages.ts';

/** The screen of a page whose code failed to load: a tap anywhere reloads, as the framework retries. */
export function AsyncError() {
  const t = useMessages();
  if (!t) return null;
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
