import type { Plugin } from 'vite'

/**
 * `npm run dev` serves the events' calendar files (each event's and the feed) as the build writes them, made from
 * the content as it stands on each request: the events page's links work while the author previews it.
 */
export function eventFilesInDev(): Plugin {
  return {
    name: 'event-files-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://local').pathname
        if (!path.endsWith('.ics')) return next()
        server
          .ssrLoadModule('/src/prerender.tsx')
          .then((app) => {
            // src/prerender.tsx's eventFiles, loaded untyped.
            const files: { fileName: string; source: string }[] = app.eventFiles(new Date()).files
            const file = files.find((one) => `/${one.fileName}` === path)
            if (!file) return next()
            response.setHeader('Content-Type', 'text/calendar; charset=utf-8')
            response.end(file.source)
          })
          .catch(next)
      })
    },
  }
}
