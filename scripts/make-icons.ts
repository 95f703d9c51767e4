/**
 * Renders every PNG icon from the one SVG source, public/icons/icon.svg.
 * Run after changing the icon: `npm run icons`; the PNGs are committed because the app serves them.
 */
import sharp from 'sharp'

const source = 'public/icons/icon.svg'
const outputs = [
  ['public/icons/icon-192.png', 192],
  ['public/icons/icon-512.png', 512],
  ['public/icons/apple-touch-icon.png', 180],
] as const

for (const [file, size] of outputs) {
  await sharp(source, { density: 144 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(file)
  console.log(`${file} ${size}×${size}`)
}
