import { ListBoxItem } from '@locperf/ui/list-box';
import { Select, type Key } from '@locperf/ui/select';

/** An option of {@link LocationSelect}. */
export interface LocationOption {
  id: string;
  name: string;
}

/**
 * The insights' location picker. A module of its own: a select brings react-aria's overlay code
 * (popover, list box, focus scope: about 37 KiB gzip), which the insights load after their
 * figures have painted.
 */
export function LocationSelect({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: LocationOption[];
  value: string;
  onChange: (key: Key | null) => void;
}) {
  return (
    <Select label={label} items={items} value={value} onChange={onChange}>
      {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </Select>
  );
}
