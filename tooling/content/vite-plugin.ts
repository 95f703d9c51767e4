import { readFile } from 'node:fs/promises'
import { extname, join, relative, resolve } from 'node:path'
import type { Logger, Plugin } from 'vite'
import { siteFeed } from '../feed.ts'
import { imageImport } from '../images/image-import.ts'
import { type BookChunk, bookChunks } from './book-chunks.ts'
import { contentReload } from './content-reload.ts'
import { generateModule } from './generate-module.ts'
import { headTags } from './head-tags.ts'
import { iconFiles } from './icons.ts'
import { imageChecks } from './image-checks.ts'
import { loadContent } from './load-content.ts'
import { contentProblemsMessage } from './load-or-exit.ts'
import { bookPartIndex, fileModuleValue, isContentModule, moduleValue } from './module-parts.ts'
import { heldNotices } from './news.ts'
import { pressDownloads, pressFolder } from './press-kit.ts'
import { ContentError, formatProblem } from './problems.ts'
import type { CheckedContent } from './schema.ts'
import { readScreenshots, type Screenshot } from './screenshots.ts'
import { englishDefaultsKept } from './words/english-defaults.ts'
import { loadWords } from './words/load-words.ts'
import { localesDir } from './words/locale-file.ts'
import type { SiteWords } from './words/site-words.ts'
import { isWordsModule, wordsModule } from './words/words-modules.ts'
import { writeWordsDeclarations } from './words/write-words-declarations.ts'

/** What the build learns of the content's modules, for the worker's plugin: which file is which book's. */
export interface ContentApi {
  bookChunks: () => readonly BookChunk[]
}

const fileTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
}

/**
 * Serves the checked content as `virtual:content`, its words as `virtual:words` (each image through responsiveImages(), which must
 * come before this plugin), its icons and install screenshots, and its words into index.html; it warns
 * once of images the author would want to change and stops at one it cannot read (image-checks.ts), and warns of
 * English defaults left in the author's words on a site in another language (english-defaults.ts). Under
 * `npm run dev` each change to the content, its words or a locale file is checked again (content-reload.ts).
 */
export function contentPlugin(
  dir: string,
  content: CheckedContent,
  screenshots: Screenshot[],
  siteUrl: string,
): Plugin & { api: ContentApi } {
  const root = resolve(dir)
  let built: BookChunk[] = []
  let current = content
  // Worked out once per content: site.yaml's language and words choose them.
  let words: { of: CheckedContent; words: SiteWords } | undefined
  const currentWords = () => {
    if (words?.of !== current) words = { of: current, words: loadWords(root, current.site) }
    return words.words
  }
  let logger: Logger | undefined
  // The prerender's server runs this plugin again: the author reads each warning once.
  let warned = false
  const files = async (): Promise<[string, string | Buffer][]> => [
    ...(await iconFiles(current)),
    ...(await Promise.all(
      screenshots.map(async ({ path }): Promise<[string, Buffer]> => [path, await readFile(join(root, path))]),
    )),
    // The press kit's originals, as the author gave them.
    ...(await pressDownloads(current)).map(({ file, bytes }): [string, Buffer] => [file, bytes]),
  ]
  return {
    name: 'content',
    api: { bookChunks: () => built },
    configResolved(config) {
      logger ??= config.logger
    },
    async buildStart() {
      if (warned) return
      warned = true
      const { problems, warnings } = await imageChecks(current)
      // Like the content's own problems at startup: the list alone, the author needs no stack trace.
      if (problems.length > 0) {
        logger?.error(contentProblemsMessage(dir, new ContentError(problems)))
        process.exit(1)
      }
      for (const warning of [...warnings, ...englishDefaultsKept(root, current)]) logger?.warn(formatProblem(warning))
      for (const notice of heldNotices(current.news, (slug) =>
        relative(process.cwd(), join(root, 'news', `${slug}.md`)),
      ))
        logger?.info(notice)
    },
    resolveId: (source) => (isContentModule(source) || isWordsModule(source) ? `\0${source}` : undefined),
    async load(loaded) {
      const wordsSource = wordsModule(loaded, currentWords)
      if (wordsSource) return wordsSource
      const value = moduleValue(loaded, current, currentWords) ?? (await fileModuleValue(loaded, current, currentWords))
      return value
        ? generateModule(value, (path, role) => imageImport(path, role, loaded))
        : bookPartIndex(current, loaded)
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => headTags(html, current, screenshots, siteUrl, currentWords().manifest),
    },
    async generateBundle(_, bundle) {
      built = bookChunks(bundle)
      for (const [fileName, source] of await files()) this.emitFile({ type: 'asset', fileName, source })
      this.emitFile({ type: 'asset', fileName: 'feed.xml', source: siteFeed(current, siteUrl) })
    },
    // A changed file of the content is the reload's to answer, checked first (contentReload): Vite's own update of
    // a replaced image's module would reload the page into the image plugin's error, with its stack, over ours.
    // Vite has marked its modules stale by now, so the reload that follows a good check serves the new image.
    handleHotUpdate: ({ file }) => (file.startsWith(root) ? [] : undefined),
    configureServer(server) {
      // The words modules' types follow en.ts's groups as `npm run dev` starts (a build never writes into src/;
      // `npm test` fails on a stale file). Vitest starts a server too, and its unit test reports staleness instead.
      if (!process.env.VITEST && writeWordsDeclarations())
        server.config.logger.info('src/content/virtual-words.d.ts: rewritten from en.ts’s groups')
      const reload = contentReload({
        dir,
        // The checks the build runs: the content, its words (words.yaml and the locale files), its images.
        check: async () => {
          const content = loadContent(root)
          const checkedWords = loadWords(root, content.site)
          readScreenshots(root)
          const { problems, warnings } = await imageChecks(content)
          if (problems.length > 0) throw new ContentError(problems)
          return {
            value: { content, words: checkedWords },
            warnings: [...warnings, ...englishDefaultsKept(root, content)],
          }
        },
        browsers: server.environments.client.hot,
        logError: (message) => server.config.logger.error(message),
        logWarning: (warning) => server.config.logger.warn(formatProblem(warning)),
        loaded: (checked) => {
          current = checked.content
          words = { of: checked.content, words: checked.words }
          for (const module of server.moduleGraph.idToModuleMap.values())
            if (isContentModule(module.id?.slice(1) ?? '') || isWordsModule(module.id?.slice(1) ?? ''))
              server.moduleGraph.invalidateModule(module)
        },
      })
      server.watcher.add([root, localesDir])
      server.watcher.on('all', (_, file) => {
        if (file.startsWith(root) || (file.startsWith(localesDir) && file.endsWith('.yaml'))) void reload()
      })
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://local').pathname.slice(1)
        if (!['icons/', 'screenshots/', `${pressFolder}/`].some((folder) => path.startsWith(folder))) return next()
        void files().then((served) => {
          const file = served.find(([name]) => name === path)
          if (!file) return next()
          response.setHeader('Content-Type', fileTypes[extname(path).toLowerCase()])
          response.end(file[1])
        })
      })
    },
  }
}
