import type { Logger, Plugin } from 'vite'

/**
 * What a build says when no Supabase project is set: the forms then post to the page's own address, which only
 * `npm start` answers, so the site uploaded anywhere else would take readers' messages and deliver none.
 */
export function unconnectedFormsWarning(env: Record<string, string | undefined>): string | undefined {
  if (env.VITE_SUPABASE_URL) return undefined
  return (
    "No backend is set (VITE_SUPABASE_URL): the contact form and the newsletter send to this site's own address, " +
    'which only `npm start` answers. Uploaded anywhere else they reach no one: `npm run deploy` builds the site ' +
    'with your Supabase project (docs/deploy.md).'
  )
}

/** The warning, once the build is written: below its list of files, where the author looks last. */
export function warnWhenFormsAreUnconnected(): Plugin {
  let message: string | undefined
  let logger: Logger | undefined
  return {
    name: 'unconnected-forms',
    apply: 'build',
    configResolved(config) {
      message = unconnectedFormsWarning(config.env)
      logger = config.logger
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (message) logger?.warn(`\n${message}`)
      },
    },
  }
}
