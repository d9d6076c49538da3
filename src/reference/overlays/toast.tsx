/** The app's uni.showToast / uni.showLoading popup. */
import Toast from '../components/toast/index.tsx';
import { usePopups } from './use-popups.ts';

export default function ToastOverlay() {
  const { toast } = usePopups();
  if (!toast) return null;
  const { kind: _kind, ...props } = toast;
  return <Toast {...props} />;
}
