/** The app's uni.showActionSheet sheet. */
import ActionSheet from '../components/action-sheet/index.tsx';
import { usePopups } from './use-popups.ts';

export default function ActionSheetOverlay() {
  const { actionSheet } = usePopups();
  if (!actionSheet) return null;
  const { close, ...props } = actionSheet;
  return <ActionSheet {...props} onClose={({ detail }) => close(detail.tapIndex)} />;
}
