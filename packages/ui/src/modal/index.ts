export { Modal, modalPositions, modalSizes } from './modal';
export type { ModalPosition, ModalProps, ModalSize } from './modal';
export { useHasOpened } from './use-has-opened';
