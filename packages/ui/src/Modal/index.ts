export {
  Modal,
  modalSizes,
  type ModalRootProps,
  type ModalTriggerProps,
  type ModalContentProps,
  type ModalBodyProps,
  type ModalFooterProps,
  type ModalCloseProps,
} from './Modal.tsx';
