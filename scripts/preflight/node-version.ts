/**
 * The Node versions every dependency accepts: Vite ^20.19 || >=22.12, jsdom ^20.19 || ^22.13 || >=24,
 * Vitest ^20 || ^22 || >=24. Kept equal to `engines` in package.json and to .nvmrc's major.
 */
export const supportedNode = '^20.19.0 || ^22.13.0 || >=24.0.0'

const lowest = [
  { major: 20, minor: 19 },
  { major: 22, minor: 13 },
]

export function isSupportedNode(version: string): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number)
  if (major >= 24) return true
  return lowest.some((line) => line.major === major && minor >= line.minor)
}

export const nodeProblem = (version: string) =>
  isSupportedNode(version)
    ? undefined
    : `Node ${version} is not supported: use ${supportedNode} (\`nvm use\` reads .nvmrc).`
