import * as z from 'zod/mini';

/**
 * Google's limit on a review reply (issue 7), the one rule the reply editor's counter, the
 * contract's reply schemas and so the mock backend all read.
 */

/** Google refuses review replies longer than 4,096 bytes of UTF-8, not characters (issue 7). */
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

/** The reply as the server keeps it (trimmed) fits Google's limit. */
const fitsGoogle = () =>
  z.refine<string>((text) => !isTooLongForGoogle(text.trim()), 'validation.too_long');

/** The text of a draft or an edited reply: not blank, and within Google's limit. */
export const replyTextField = () =>
  z.string().check(
    z.refine((text) => text.trim() !== '', 'validation.required'),
    fitsGoogle(),
  );

/** The text of a publish call: may be left out (the draft is published), else within the limit. */
export const publishTextField = () => z.optional(z.string().check(fitsGoogle()));
