// Answers of the payments service (docs/api-contract.md "Payments", chosen).
import { z } from './zodSettings';

export const paymentAnswerSchema = z.object({
  resultCode: z.enum(['Authorised', 'Refused', 'ChallengeShopper']),
  refusalReason: z.optional(z.string()),
});

export const challengeAnswerSchema = z.object({
  resultCode: z.enum(['Authorised', 'Refused']),
  refusalReason: z.optional(z.string()),
});

export const paymentSessionStatusSchema = z.object({
  id: z.string(),
  amount: z.object({ value: z.number(), currency: z.string() }),
  status: z.enum(['pending', 'authorised', 'refused', 'challenge']),
});

/** What the sandbox wallet sheet posts to the shop window (docs/api-contract.md "Payments"). */
export const walletMessageSchema = z.object({
  type: z.literal('avios-wallet'),
  sessionId: z.string(),
  resultCode: z.enum(['Authorised', 'Refused', 'Cancelled']),
  refusalReason: z.optional(z.string()),
});

export type PaymentSessionStatus = z.output<typeof paymentSessionStatusSchema>;
