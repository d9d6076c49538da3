/** The app's uni.previewImage viewer; its save menu saves through uni.saveImageToPhotosAlbum and says how it went. */
import type { ComponentType } from 'react';
import { components } from '../components/index.ts';
import type { ImagePreviewProps } from '../components/image-preview/index.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { useShell } from '../shell/context.ts';
import { usePopups } from './use-popups.ts';

/** Loaded on demand: the first image-preview shown loads it. */
const ImagePreview = components['image-preview'] as ComponentType<ImagePreviewProps>;

export default function ImagePreviewOverlay() {
  const { uni } = useShell();
  const { preview } = usePopups();
  const t = useMessages(!!preview);
  if (!preview || !t) return null;
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
