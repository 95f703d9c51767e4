import type { AnyRouter } from '@tanstack/react-router'

/** Whether the router, once loaded, shows the 404: a path no route has, or a route's own "no such" (an unknown book). */
export const showsNotFound = (router: AnyRouter) =>
  router.state.matches.some((match) => match.status === 'notFound' || match._notFound === true)
