/** The app's uni.showToast / uni.showLoading popup. */
import type { ComponentType } from 'react';
import { components } from '../components/index.ts';
import type { ToastProps } from '../components/toast/index.tsx';
import { usePopups } from './use-popups.ts';

/** Loaded on demand: the first toast shown loads it. */
const Toast = components['toast'] as ComponentType<ToastProps>;

export default function ToastOverlay() {
  const { toast } = usePopups();
  if (!toast) return null;
  const { kind: _kind, ...props } = toast;
  return <Toast {...props} />;
}
