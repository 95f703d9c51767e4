import sharp from 'sharp'

/** How wide a social card's image is made: twice the cover's layout width, what cards ask for at least. */
export const cardWidth = 800

/**
 * Link previews (Facebook, X, LinkedIn, iMessage) show no SVG: a page whose card image is an SVG
 * gets a JPEG of it, named after it, so its address changes with the SVG's bytes.
 */
export async function jpegCard(svgFileName: string, svg: Uint8Array | string) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize({ width: cardWidth })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
  return { fileName: svgFileName.replace(/\.svg$/, '-card.jpg'), source: data, width: info.width, height: info.height }
}
