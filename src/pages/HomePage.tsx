import { author } from '../content/author'

export function HomePage() {
  return (
    <main>
      <h1>{author.name}</h1>
    </main>
  )
}
