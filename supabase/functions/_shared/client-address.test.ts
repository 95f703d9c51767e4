import { describe, expect, it } from 'vitest'
import { addressBucket } from './client-address.ts'

describe('addressBucket', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    [' 198.51.100.7 ', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    [' [198.51.100.7] ', '198.51.100.7'],
  ])('%j → %s', (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket)
  })

  it('puts every address of one /64 in one bucket, and the next /64 in another', () => {
    const buckets = new Set(Array.from({ length: 8 }, (_, n) => addressBucket(`2001:db8:0:7::${n + 1}`)))
    expect(buckets).toEqual(new Set(['2001:db8:0:7::/64']))
    expect(addressBucket('2001:db8:0:8::1')).not.toBe(addressBucket('2001:db8:0:7::1'))
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
    expect(addressBucket(address)).toBeUndefined()
  })
})
