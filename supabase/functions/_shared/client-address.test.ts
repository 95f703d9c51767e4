import { describe, expect, it } from 'vitest'
import { addressBuckets } from './client-address.ts'

describe('addressBuckets', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    [' 198.51.100.7 ', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    [' [198.51.100.7] ', '198.51.100.7'],
  ])('%j is its own bucket at every width: %s', (address, bucket) => {
    expect(addressBuckets(address)).toEqual({ address: bucket, subnet: bucket, network: bucket })
  })

  it.each([
    ['2001:db8:1:2:3:4:5:6', ['2001:db8:1:2::/64', '2001:db8:1:0::/56', '2001:db8:1::/48']],
    ['2001:db8:1:2ff:ffff:ffff:ffff:ffff', ['2001:db8:1:2ff::/64', '2001:db8:1:200::/56', '2001:db8:1::/48']],
    ['2001:DB8:1:2::9', ['2001:db8:1:2::/64', '2001:db8:1:0::/56', '2001:db8:1::/48']],
    ['2001:db8::1', ['2001:db8:0:0::/64', '2001:db8:0:0::/56', '2001:db8:0::/48']],
    ['::1', ['0:0:0:0::/64', '0:0:0:0::/56', '0:0:0::/48']],
    ['fe80::1%eth0', ['fe80:0:0:0::/64', 'fe80:0:0:0::/56', 'fe80:0:0::/48']],
    ['[2001:db8::1]', ['2001:db8:0:0::/64', '2001:db8:0:0::/56', '2001:db8:0::/48']],
  ])('%j → its /64, /56 and /48', (address, [slash64, slash56, slash48]) => {
    expect(addressBuckets(address)).toEqual({ address: slash64, subnet: slash56, network: slash48 })
  })

  it('puts every address of one /64 in one bucket, and the next /64 in another', () => {
    const buckets = new Set(Array.from({ length: 8 }, (_, n) => addressBuckets(`2001:db8:0:7::${n + 1}`)?.address))
    expect(buckets).toEqual(new Set(['2001:db8:0:7::/64']))
    expect(addressBuckets('2001:db8:0:8::1')?.address).not.toBe(addressBuckets('2001:db8:0:7::1')?.address)
  })

  it('puts the 256 /64s of one /56 in one /56, and the 256 /56s of one /48 in one /48', () => {
    const slash64s = Array.from({ length: 256 }, (_, n) => addressBuckets(`2001:db8:5:${(0x700 + n).toString(16)}::1`))
    expect(new Set(slash64s.map((buckets) => buckets?.address)).size).toBe(256)
    expect(new Set(slash64s.map((buckets) => buckets?.subnet))).toEqual(new Set(['2001:db8:5:700::/56']))
    const slash56s = Array.from({ length: 256 }, (_, n) => addressBuckets(`2001:db8:5:${(n << 8).toString(16)}::1`))
    expect(new Set(slash56s.map((buckets) => buckets?.subnet)).size).toBe(256)
    expect(new Set(slash56s.map((buckets) => buckets?.network))).toEqual(new Set(['2001:db8:5::/48']))
    expect(addressBuckets('2001:db8:6::1')?.network).not.toBe('2001:db8:5::/48')
  })

  it.each([
    undefined,
    '',
    'unknown',
    '198.51.100',
    '198.51.100.256',
    '0x7f.0.0.1',
    '198.51.100.7, 203.0.113.9',
    '[2001:db8::1]:443',
    '[[2001:db8::1]]',
    '[]',
    '2001:db8::1::2',
    'example.com',
  ])('%j is no address', (address) => {
    expect(addressBuckets(address)).toBeUndefined()
  })
})
