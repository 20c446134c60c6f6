import { str } from '../content/contentFields';
import { useLayoutCopy } from '../hooks/useLayoutCopy';
import { useNavigation } from '../hooks/useNavigation';

/**
 * spec §2 layout "gift/transfer toggle": two links between the gift and transfer pages, the
 * current one marked (`aria-current="page"`), labelled from layout content. Renders nothing
 * until the copy is in.
 */
export function GiftTransferToggle({ current }: { current: 'gift' | 'transfer' }) {
  const copy = useLayoutCopy();
  const navigation = useNavigation();
  if (!copy.giftToggleText || !copy.transferToggleText) return null;
  const item = (product: 'gift' | 'transfer', label: string) => (
    <a
      href={navigation.href(`/${product}`)}
      className="avios-toggle__item"
      aria-current={current === product ? 'page' : undefined}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        if (current !== product) navigation.navigate(`/${product}`);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav
      className="avios-toggle"
      part="gift-transfer-toggle"
      aria-label={str(copy.giftTransferToggleLabel)}
    >
      {item('gift', str(copy.giftToggleText))}
      {item('transfer', str(copy.transferToggleText))}
    </nav>
  );
}
