import { lazyRouteComponent } from '@tanstack/react-router'
import type { JSX } from 'react'
import { reportingLive } from '#src/start/reporting-live.tsx'

/**
 * A route's page whose code downloads on the way to it. The router reloads the document once when a
 * page's code is missing, which mends a deploy that replaced it; offline, that reload would swap the
 * site for the browser's offline page. So a download that fails offline fails as "offline" instead,
 * and the error page waits for the connection.
 */
export function lazyPage<Module extends Record<string, unknown>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  const loadUnlessOffline = () =>
    load().then(
      (module) => ({ ...module, [name]: reportingLive(module[name] as (props: object) => JSX.Element) }),
      (error: unknown) => {
        if (globalThis.navigator?.onLine !== false) throw error
        throw new Error('Offline: this page’s code is not on this device yet', { cause: error })
      },
    )
  return lazyRouteComponent(loadUnlessOffline, name)
}
