import type { WordOf } from '#src/content/words.ts'
import type { English, Group } from '../locales/en.ts'

/** Every word of every group, typed from the English words: what each `virtual:words/<group>` module exports. */
export type SiteWords = { readonly [G in Group]: { readonly [K in keyof English[G]]: WordOf<English[G][K]> } }
