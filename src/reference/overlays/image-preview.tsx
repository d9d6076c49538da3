/** The app's uni.previewImage viewer; its save menu saves through uni.saveImageToPhotosAlbum and says how it went. */
import ImagePreview from '../components/image-preview/index.tsx';
import { t } from '../i18n/index.ts';
import { useShell } from '../shell/context.ts';
import { usePopups } from './use-popups.ts';

export default function ImagePreviewOverlay() {
  const { uni } = useShell();
  const { preview } = usePopups();
  if (!preview) return null;
  const save = (url: string) => uni.saveImageToPhotosAlbum({
    filePath: url,
    success: () => uni.showToast({ title: t('uni.previewImage.save.success'), icon: 'none' }),
    fail: () => uni.showToast({ title: t('uni.previewImage.save.fail'), icon: 'none' }),
  });
  return (
    <ImagePreview key={preview.urls.join('\n')} urls={preview.urls} current={preview.current} loop={preview.loop}
      onClose={preview.close} onSave={({ detail }) => save(detail.url)} />
  );
}
