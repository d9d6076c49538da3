/** The app's uni.showModal dialog. */
import type { ComponentType } from 'react';
import { components } from '../components/index.ts';
import type { ModalProps } from '../components/modal/index.tsx';
import { usePopups } from './use-popups.ts';

/** Loaded on demand: the first modal shown loads it. */
const Modal = components['modal'] as ComponentType<ModalProps>;

export default function ModalOverlay() {
  const { modal } = usePopups();
  if (!modal) return null;
  const { close, ...props } = modal;
  return <Modal {...props} onClose={({ detail }) => close(detail)} />;
}
