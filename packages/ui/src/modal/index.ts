export { Modal, modalPositions, modalSizes } from './modal';
export type { ModalPosition, ModalProps, ModalSize } from './modal';
