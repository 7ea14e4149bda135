// The real 'Productos por página' select, loaded by the product list on the first hover, focus or
// press of its placeholder (see components/lazy-overlay). Classes come from the screen: a `.css.ts`
// import here would split the library's single stylesheet.
import { PAGE_SIZE_OPTIONS } from '@panel/domain';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { Icon } from '../../components/icon';
import { useTriggerStart, type LazyTriggerStart } from '../../components/lazy-overlay';
import type * as selectStylesheet from '../../components/select-field/select-field.css';
import { es } from '../../i18n/es';
import type * as stylesheet from './product-list-screen.css';

const t = es.products;

/** Props of the lazy page-size select. */
export interface PageSizeSelectProps {
  rowsPerPage: number;
  onChange: (rowsPerPage: number) => void;
  start: LazyTriggerStart;
  styles: typeof stylesheet;
  selectStyles: typeof selectStylesheet;
}

/** 'Productos por página': 10, 25 or 50. */
export default function PageSizeSelect({
  rowsPerPage,
  onChange,
  start,
  styles,
  selectStyles,
}: PageSizeSelectProps) {
  const { triggerRef, isOpen, onOpenChange } = useTriggerStart(start);
  return (
    <Select
      className={styles.pageSize}
      selectedKey={String(rowsPerPage)}
      onSelectionChange={(key) => {
        if (key !== null) onChange(Number(key));
      }}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Label>{t.pagination.rowsPerPage}</Label>
      <AriaButton ref={triggerRef} className={`${selectStyles.trigger} ${styles.pageSizeSelect}`}>
        <SelectValue />
        <Icon name="chevronDown" />
      </AriaButton>
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <ListBoxItem key={size} id={String(size)} className={selectStyles.option}>
              {String(size)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
