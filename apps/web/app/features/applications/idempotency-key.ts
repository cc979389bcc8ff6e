/**
 * A fresh key for one submission of a form (docs/007-honest-application-intake.md): 128 random bits as 32 hexadecimal
 * digits. Made with `crypto.getRandomValues`, which browsers offer on plain http too (`crypto.randomUUID` needs a
 * secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
