/** The app's uni.previewImage viewer; its save menu saves through uni.saveImageToPhotosAlbum and says how it went. */
import type { ComponentType } from 'react';
import { components } from '../components/index.ts';
import type { ImagePreviewProps } from '../components/image-preview/index.tsx';
import { messagesModule } from '../i18n/index.ts';
import { useOnDemand } from '../on-demand/component.tsx';
import { useShell } from '../shell/context.ts';
import { usePopups } from './use-popups.ts';

/** Loaded on demand: the first image-preview shown loads it. */
const ImagePreview = components['image-preview'] as ComponentType<ImagePreviewProps>;
const MESSAGES = [messagesModule];
const NONE: typeof MESSAGES = [];

export default function ImagePreviewOverlay() {
  const { uni } = useShell();
  const { preview } = usePopups();
  const ready = useOnDemand(preview ? MESSAGES : NONE);
  if (!preview || !ready) return null;
  const { t } = messagesModule.current!;
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
