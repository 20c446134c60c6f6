import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { formatMoney, isPlanChange, subscriptionOffer, subscriptionPlan } from '@avios/sdk/rules';
import type { SubscriptionInterval } from '@avios/sdk/rules';
import type { SubscriptionPackage, UserSubscription } from '@avios/sdk/schemas';
import { Dialog } from '../../components/Dialog';
import { SegmentedControl } from '../../components/SegmentedControl';
import { fill, linkedList, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useQuery } from '../../hooks/useQuery';
import type { PlanContent, SubscribeContent, SubscriptionAreaContent } from './subscriptionContent';

export interface EditPlanDialogProps {
  sub: UserSubscription;
  copy: SubscriptionAreaContent;
  planCopy: SubscribeContent;
  busy: boolean;
  failure: ReactNode;
  onClose: () => void;
  onConfirm: (change: { packageId: string; type: SubscriptionInterval }) => void;
}

/** The edit dialog: another plan or interval, priced as the subscribe page prices them. */
export function EditPlanDialog({
  sub,
  copy,
  planCopy,
  busy,
  failure,
  onClose,
  onConfirm,
}: EditPlanDialogProps) {
  const { queries } = useAvios();
  const { language } = useAviosContext();
  const packages = useQuery(queries.subscriptionPackages());
  const [packageId, setPackageId] = useState(() => subscriptionPlan(sub).packageId);
  const [interval, setInterval] = useState<SubscriptionInterval>(() => subscriptionPlan(sub).type);
  const names = useMemo(() => {
    const byId = new Map<string, string>();
    for (const plan of linkedList<PlanContent>(planCopy.plans)) {
      byId.set(str(plan.planId), str(plan.name));
    }
    return byId;
  }, [planCopy.plans]);
  const choices: SubscriptionPackage[] =
    packages.status === 'success' ? packages.data.filter((p) => p.active) : [];
  const unchanged = !isPlanChange(sub, { packageId, type: interval });

  return (
    <Dialog
      open
      title={str(copy.editModalTitle)}
      confirmText={str(copy.editModalConfirmText)}
      dismissText={str(copy.editModalDismissText)}
      busy={busy}
      confirmDisabled={unchanged || choices.length === 0}
      onClose={onClose}
      onConfirm={() => onConfirm({ packageId, type: interval })}
    >
      <p>{str(copy.editModalText)}</p>
      <SegmentedControl
        legend={str(planCopy.frequencySwitchLabel)}
        options={[
          { value: 'monthly', label: str(planCopy.monthlyLabel) },
          { value: 'annually', label: str(planCopy.annualLabel) },
        ]}
        value={interval}
        onChange={setInterval}
      />
      <fieldset className="avios-plan-choice">
        <legend>{str(copy.planLabel)}</legend>
        {choices.map((pkg) => {
          const offer = subscriptionOffer(pkg, interval);
          const id = `avios-edit-${pkg.packageId}`;
          return (
            <label key={pkg.packageId} htmlFor={id} className="avios-plan-choice__option">
              <input
                id={id}
                type="radio"
                name="avios-edit-plan"
                value={pkg.packageId}
                checked={packageId === pkg.packageId}
                onChange={() => setPackageId(pkg.packageId)}
              />
              <span>
                {names.get(pkg.packageId) || pkg.packageName}
                {' · '}
                {fill(str(interval === 'annually' ? copy.costAnnuallyText : copy.costMonthlyText), {
                  price: formatMoney(offer.pricePerPeriod, offer.currency, { locale: language }),
                })}
              </span>
            </label>
          );
        })}
      </fieldset>
      {failure}
    </Dialog>
  );
}
