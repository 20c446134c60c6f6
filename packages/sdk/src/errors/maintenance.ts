// spec §2/§8: a 503 from the purchase API means maintenance.

/**
 * True for the purchase API's maintenance answer: an SDK error with HTTP status 503 (its code
 * stays `network_error_503`), or that code or the catalogue's `maintenance` itself.
 */
export function isMaintenanceError(error: unknown): boolean {
  if (typeof error === 'string') return error === 'network_error_503' || error === 'maintenance';
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 503 || code === 'network_error_503' || code === 'maintenance';
}
