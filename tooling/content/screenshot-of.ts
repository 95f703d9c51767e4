import { crc32 } from 'node:zlib'

// An iTXt chunk (UTF-8 text) with this keyword says whose site a screenshot shows: any author's name is kept.
const keyword = 'Screenshot of'
const headerEnd = 8 + 4 + 4 + 13 + 4 // signature, then IHDR's length, type, data and CRC

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/** The PNG with the name of the author whose site it shows, as `npm run screenshots` writes it; the pixels are untouched. */
export function markScreenshotOf(png: Buffer, authorName: string): Buffer {
  // Keyword, NUL, no compression (flag and method), no language tag, no translated keyword, then the text.
  const text = Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(authorName, 'utf8')])
  return Buffer.concat([png.subarray(0, headerEnd), chunk('iTXt', text), png.subarray(headerEnd)])
}

/** The author a screenshot was taken of, if `npm run screenshots` said; undefined for one made elsewhere. */
export function screenshotOf(png: Buffer): string | undefined {
  const prefix = Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1')
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const data = png.subarray(at + 8, at + 8 + length)
    if (type === 'iTXt' && data.subarray(0, prefix.length).equals(prefix))
      return data.subarray(prefix.length).toString('utf8')
    if (type === 'IEND') return undefined
    at += 12 + length
  }
  return undefined
}
