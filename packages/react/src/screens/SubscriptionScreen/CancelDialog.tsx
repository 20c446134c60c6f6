import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { formatDate, subscriptionActions } from '@avios/sdk/rules';
import type { CancelWhen } from '@avios/sdk/api';
import type { UserSubscription } from '@avios/sdk/schemas';
import { Dialog } from '../../components/Dialog';
import { fill, str } from '../../content/contentFields';
import { useAviosContext } from '../../hooks/useAviosContext';
import type { SubscriptionAreaContent } from './subscriptionContent';

export interface CancelDialogProps {
  open: boolean;
  sub: UserSubscription;
  copy: SubscriptionAreaContent;
  busy: boolean;
  /** The failed call's message, shown in the dialog. */
  failure: ReactNode;
  onClose: () => void;
  onConfirm: (when: CancelWhen) => void;
}

/**
 * The cancel dialog (spec §2 subscription area, §4 cancelInfo): it states when the
 * subscription ends before the member confirms. When an immediate cancel is allowed the
 * member chooses between now and the period's end (native radios: arrow keys move and
 * select), each choice worded as what it will do; the period's end is chosen first.
 */
export function CancelDialog({
  open,
  sub,
  copy,
  busy,
  failure,
  onClose,
  onConfirm,
}: CancelDialogProps) {
  const { language } = useAviosContext();
  const actions = subscriptionActions(sub);
  const [when, setWhen] = useState<CancelWhen>('period_end');
  const name = useId();
  const atPeriodEnd = (date: string | undefined) =>
    fill(str(copy.cancelModalText), { date: date ? formatDate(date, language) : '' });
  const choices: { value: CancelWhen; label: string }[] = [
    { value: 'period_end', label: atPeriodEnd(actions.periodEndDate) },
    { value: 'now', label: str(copy.cancelModalImmediateText) },
  ];

  return (
    <Dialog
      open={open}
      title={str(copy.cancelModalTitle)}
      confirmText={str(copy.cancelModalConfirmText)}
      dismissText={str(copy.cancelModalDismissText)}
      busy={busy}
      onClose={onClose}
      onConfirm={() => onConfirm(actions.cancelImmediately ? when : 'period_end')}
    >
      {actions.cancelImmediately ? (
        <fieldset className="avios-plan-choice" disabled={busy}>
          <legend className="avios-visually-hidden">{str(copy.cancelModalTitle)}</legend>
          {choices.map((choice) => (
            <label
              key={choice.value}
              htmlFor={`${name}-${choice.value}`}
              className="avios-plan-choice__option"
            >
              <input
                id={`${name}-${choice.value}`}
                type="radio"
                name={name}
                value={choice.value}
                checked={when === choice.value}
                onChange={() => setWhen(choice.value)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{atPeriodEnd(actions.cancelDate)}</p>
      )}
      {failure}
    </Dialog>
  );
}
