import type { CheckedContent } from './schema.ts'

type Palette = CheckedContent['site']['palette']['light']

const declarations = (palette: Palette) =>
  Object.entries(palette)
    .map(([name, colour]) => `--${name}:${colour}`)
    .join(';')

/** The theme's colour tokens, inlined in the page's head so the first paint already has them in either theme. */
export const paletteCss = ({ light, dark }: CheckedContent['site']['palette']) =>
  `:root{color-scheme:light;${declarations(light)}}:root.dark{color-scheme:dark;${declarations(dark)}}`
