/**
 * A route page's code download, for lazyRouteComponent. The router reloads the document once when a
 * page's code is missing, which mends a deploy that replaced it; offline, that reload would swap the
 * site for the browser's offline page. So a download that fails offline fails as "offline" instead,
 * and the error page waits for the connection.
 */
export const pageCode =
  <Module>(load: () => Promise<Module>) =>
  (): Promise<Module> =>
    load().catch((error: unknown) => {
      if (globalThis.navigator?.onLine !== false) throw error
      throw new Error('Offline: this page’s code is not on this device yet', { cause: error })
    })
