// A legacy service_role JWT names its role in the payload; the newer secret keys say so in their prefix.
export function isSecretKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true
  const payload = key.split('.')[1]
  if (!payload) return false
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).role === 'service_role'
  } catch {
    return false
  }
}
