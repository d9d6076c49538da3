/** The app's uni.showModal dialog. */
import Modal from '../components/modal/index.tsx';
import { usePopups } from './use-popups.ts';

export default function ModalOverlay() {
  const { modal } = usePopups();
  if (!modal) return null;
  const { close, ...props } = modal;
  return <Modal {...props} onClose={({ detail }) => close(detail)} />;
}
