import type { AnyRouter } from '@tanstack/react-router'
import { nextTask } from './next-task.ts'

/**
 * The code of each route the page matches, a route per task, before the router's own load: there
 * it would all land in one stretch of work a tap could not get through.
 */
export async function loadRouteCode(router: AnyRouter): Promise<void> {
  for (const match of router.matchRoutes(router.latestLocation)) {
    await router.loadRouteChunk(router.routesById[match.routeId])
    await nextTask()
  }
}
