import { LoadingRegion, Skeleton } from '../../components/Skeleton';

/**
 * The whole page while its copy, the packages or the member's balance load: swapped for the
 * page in one step, so nothing on it moves as the parts arrive one by one.
 */
export function PurchaseSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div aria-hidden="true">
        <Skeleton width="50%" height="2.25rem" style={{ marginBottom: '0.5em' }} />
        <Skeleton width="80%" height="1.5rem" style={{ marginBottom: '0.75em' }} />
        <div className="avios-filters" part="filters">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} width="14rem" height="4.25rem" />
          ))}
        </div>
        <ul className="avios-grid avios-grid--packages">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton height="13.5rem" />
            </li>
          ))}
        </ul>
      </div>
    </LoadingRegion>
  );
}
