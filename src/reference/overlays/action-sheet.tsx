/** The app's uni.showActionSheet sheet. */
import type { ComponentType } from 'react';
import { components } from '../components/index.ts';
import type { ActionSheetProps } from '../components/action-sheet/index.tsx';
import { usePopups } from './use-popups.ts';

/** Loaded on demand: the first action-sheet shown loads it. */
const ActionSheet = components['action-sheet'] as ComponentType<ActionSheetProps>;

export default function ActionSheetOverlay() {
  const { actionSheet } = usePopups();
  if (!actionSheet) return null;
  const { close, ...props } = actionSheet;
  return <ActionSheet {...props} onClose={({ detail }) => close(detail.tapIndex)} />;
}
