import { createKeyedHasher } from './keyed-hash.ts'

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/**
 * The rate-limit buckets of an address, each with a limit of its own (flood-limits.ts): an IPv6 address
 * by its /64 (what one subscriber is usually given, so rotating within it changes nothing), its /56 (a
 * household's or a small office's) and its /48 (a site's: one tunnel broker account holds one), so
 * rotating across the /64s of a wider prefix gains no more than that prefix's limit. An IPv4 address is
 * all three itself, an IPv4-mapped IPv6 address counts as its IPv4, brackets around it are ignored.
 * Undefined for anything that is not one IP address.
 */
export function addressBuckets(address: string | undefined): AddressBuckets | undefined {
  // A proxy may write an IPv6 address as in a URL, in brackets; the address is the same.
  const text = (address?.trim() ?? '').replace(/^\[([^[\]]*)\]$/, '$1')
  if (ipv4.test(text)) return { address: text, subnet: text, network: text }
  const groups = ipv6Groups(text.replace(/%.*$/, ''))
  if (!groups) return undefined
  if (groups.slice(0, 6).join() === '0,0,0,0,0,65535') {
    const mapped = [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
    return { address: mapped, subnet: mapped, network: mapped }
  }
  const prefix = (bits: 48 | 56 | 64) => {
    const kept = groups.slice(0, Math.ceil(bits / 16))
    // A prefix that ends inside a group (a /56, halfway through the fourth) keeps that group's high bits only.
    if (bits % 16) kept[kept.length - 1] &= (0xffff << (16 - (bits % 16))) & 0xffff
    return `${kept.map((group) => group.toString(16)).join(':')}::/${bits}`
  }
  return { address: prefix(64), subnet: prefix(56), network: prefix(48) }
}

/** The buckets a request is counted in, from the narrowest (one IPv4 address, one IPv6 /64) to the widest. */
export interface AddressBuckets {
  /** An IPv4 address, or an IPv6 /64. */
  address: string
  /** An IPv6 /56; an IPv4 address is its own. */
  subnet: string
  /** An IPv6 /48; an IPv4 address is its own. Held mail waits in turn by this bucket. */
  network: string
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
 * The hashes a request is rate-limited under: its address's buckets'. Every request without a usable
 * address (none, garbage, a header sent twice) shares one bucket: a bucket each would let such
 * requests through without a limit, and the platform always sends a usable one (decision 0005).
 */
export function createRateLimitHasher(deps: {
  salt: string
  clientAddress: (request: Request) => string | undefined
  log: (line: string) => void
  name: string
}): (request: Request) => Promise<AddressBuckets> {
  const hashAddress = createKeyedHasher(deps.salt)
  const hashAll = async ({ address, subnet, network }: AddressBuckets): Promise<AddressBuckets> => {
    const [a, s, n] = await Promise.all([address, subnet, network].map(hashAddress))
    return { address: a, subnet: s, network: n }
  }
  // Not an IP address's shape, so no real address can fall into it.
  const unusable = 'no usable address'
  return (request) => {
    const buckets = addressBuckets(deps.clientAddress(request))
    if (buckets) return hashAll(buckets)
    deps.log(`[${deps.name}] a request without a usable client address: counted in the one bucket all such share`)
    return hashAll({ address: unusable, subnet: unusable, network: unusable })
  }
}
