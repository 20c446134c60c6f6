/**
 * spec §2/§8: a 503 from the purchase API means maintenance. True for an SDK error with HTTP
 * status 503, or an error code (`network_error_503`, the catalogue's `maintenance`).
 */
export function isMaintenance(error: unknown): boolean {
  if (typeof error === 'string') return error === 'network_error_503' || error === 'maintenance';
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 503 || code === 'network_error_503' || code === 'maintenance';
}
