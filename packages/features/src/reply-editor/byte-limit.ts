/** Google refuses review replies longer than 4,096 bytes (issue 7). */
export const GOOGLE_REPLY_BYTE_LIMIT = 4096;

const encoder = new TextEncoder();

/** Length of a text in UTF-8 bytes, as Google counts it ("ä" is 2, "😀" is 4). */
export function utf8ByteLength(text: string): number {
  return encoder.encode(text).length;
}

/** True when a reply is too long for Google. */
export function isTooLongForGoogle(text: string): boolean {
  return utf8ByteLength(text) > GOOGLE_REPLY_BYTE_LIMIT;
}
