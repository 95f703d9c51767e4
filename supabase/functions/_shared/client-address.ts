import { toHex } from './hex.ts'

/**
 * Turns a client address into the keyed hash stored for rate limiting (HMAC-SHA-256, hex):
 * the same address always gives the same hash, and without the salt no one can tell which
 * address it was.
 */
export function createAddressHasher(salt: string): (address: string) => Promise<string> {
  const encoder = new TextEncoder()
  const key = crypto.subtle.importKey('raw', encoder.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return async (address) => {
    const mac = await crypto.subtle.sign('HMAC', await key, encoder.encode(address))
    return toHex(mac)
  }
}

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/**
 * The rate-limit bucket of an address: an IPv4 address itself, an IPv6 address by its /64 (what
 * one subscriber is usually given, so rotating within it changes nothing), an IPv4-mapped IPv6
 * address as its IPv4, brackets around it ignored. Undefined for anything that is not one IP address.
 */
export function addressBucket(address: string | undefined): string | undefined {
  // A proxy may write an IPv6 address as in a URL, in brackets; the address is the same.
  const text = (address?.trim() ?? '').replace(/^\[([^[\]]*)\]$/, '$1')
  if (ipv4.test(text)) return text
  const groups = ipv6Groups(text.replace(/%.*$/, ''))
  if (!groups) return undefined
  if (groups.slice(0, 6).join() === '0,0,0,0,0,65535') {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, validated by the platform's URL parser. */
function ipv6Groups(text: string): number[] | undefined {
  if (!text.includes(':') || /[[\]/]/.test(text)) return undefined
  let canonical: string
  try {
    canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1)
  } catch {
    return undefined
  }
  const [head, tail] = canonical.split('::')
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const start = parse(head)
  const end = parse(tail)
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end]
}

/**
 * The hash a request is rate-limited under: its address's bucket. Every request without a usable
 * address (none, garbage, a header sent twice) shares one bucket: a bucket each would let such
 * requests be stored up to the global cap, and the platform always sends a usable one (decision 0005).
 */
export function createRateLimitHasher(deps: {
  salt: string
  clientAddress: (request: Request) => string | undefined
  log: (line: string) => void
  name: string
}): (request: Request) => Promise<string> {
  const hashAddress = createAddressHasher(deps.salt)
  return (request) => {
    const bucket = addressBucket(deps.clientAddress(request))
    if (bucket) return hashAddress(bucket)
    deps.log(`[${deps.name}] a request without a usable client address: counted in the one bucket all such share`)
    // Not an IP address's shape, so no real address can fall into it.
    return hashAddress('no usable address')
  }
}
