export { ReplyEditor } from './reply-editor';
export type { ReplyEditorProps } from './reply-editor';
export { ReplyEditorDialog } from './reply-editor-dialog';
export type { ReplyEditorDialogProps } from './reply-editor-dialog';
export { GOOGLE_REPLY_BYTE_LIMIT, isTooLongForGoogle, utf8ByteLength } from './byte-limit';
export {
  clearStoredDraft,
  DRAFT_STORAGE_PREFIX,
  readStoredDraft,
  writeStoredDraft,
} from './draft-storage';
export type { StoredDraft } from './draft-storage';
