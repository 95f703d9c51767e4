import sharp from 'sharp'

/** Enough pixels for the colours and the shapes; the page blurs them while the image loads. */
const placeholderWidth = 16

export async function placeholder(source: Buffer): Promise<string> {
  const bytes = await sharp(source, { autoOrient: true })
    .resize({ width: placeholderWidth })
    .webp({ quality: 40 })
    .toBuffer()
  return `data:image/webp;base64,${bytes.toString('base64')}`
}
