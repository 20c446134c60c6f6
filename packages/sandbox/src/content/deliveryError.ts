// Errors in the Contentful Delivery API's shape: `{ sys: { type: 'Error', id }, message,
// details?, requestId }`. The contentful client copies `sys.id` and `message` into the error it
// throws, so the shop sees the same failure it would see against the real service.

export class DeliveryError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  body(requestId: string) {
    return {
      sys: { type: 'Error', id: this.id },
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      requestId,
    };
  }
}

export const accessTokenInvalid = () =>
  new DeliveryError(
    401,
    'AccessTokenInvalid',
    'The access token you sent could not be found or is invalid.',
  );

export const notFound = (type: string, id: string, extra: Record<string, string> = {}) =>
  new DeliveryError(404, 'NotFound', 'The resource could not be found.', { type, id, ...extra });

export const invalidQuery = (errors: { name: string; value?: unknown; details?: string }[]) =>
  new DeliveryError(
    400,
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    { errors },
  );

export const badRequest = (message: string) => new DeliveryError(400, 'BadRequest', message);
