/** A self-signed certificate for localhost; `spki` is the base64 SHA-256 of its public key. */
export function makeCertificate(
  dir: string,
  options?: { reuse?: boolean },
): { cert: string; key: string; spki: string };

/** Where Debian's libnginx-mod-http-brotli-static puts its module. */
export const BROTLI_STATIC_MODULE: string;
