import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Skeleton } from '../../components/Skeleton';
import { str } from '../../content/contentFields';
import type { TransactionContent } from './transactionContent';
import type { ResultSuccess } from './useTransactionResult';

export interface SuccessCardProps {
  copy: TransactionContent;
  success: ResultSuccess;
}

/**
 * spec §2 transaction page, success: the image, the credited points (+bonus), a
 * subscription's next billing, the new balance and the page's button.
 */
export function SuccessCard({ copy, success }: SuccessCardProps) {
  const { image } = success;
  return (
    <Card as="section" className="avios-result" labelledBy="avios-result-title" part="result">
      {image ? (
        <ResponsiveImage
          src={image.url}
          alt={image.alt}
          width={image.width ?? 320}
          height={image.height ?? 180}
          sizes="20rem"
          loading="eager"
        />
      ) : null}
      <h1 part="title" id="avios-result-title">
        {str(copy.successTitle)}
      </h1>
      <p className="avios-result__points">{success.text}</p>
      {success.nextBilling ? <p className="avios-result__next">{success.nextBilling}</p> : null}
      {success.balance !== undefined ? (
        <p aria-live="polite">{success.balance}</p>
      ) : (
        <Skeleton width="8rem" height="1.5rem" />
      )}
      {copy.successButtonUrl ? (
        <LinkButton href={copy.successButtonUrl}>{str(copy.successButtonText)}</LinkButton>
      ) : null}
    </Card>
  );
}
