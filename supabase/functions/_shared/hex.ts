/** Bytes as lowercase hex, two digits each: how digests and MACs are stored. */
export const toHex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
