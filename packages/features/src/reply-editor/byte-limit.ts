/**
 * Google's reply limit (issue 7) is a rule of the contract: the reply schemas of
 * `@locperf/api/reviews` refuse an over-long text, so the editor's counter reads the same
 * constant and byte count instead of keeping a copy (issue 15).
 */
export { GOOGLE_REPLY_BYTE_LIMIT, isTooLongForGoogle, utf8ByteLength } from '@locperf/api/reviews';
