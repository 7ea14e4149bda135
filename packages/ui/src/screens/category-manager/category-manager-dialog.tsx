import { categoryName, findCategoryByName, validateCategoryName } from '@panel/domain';
import { useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../components/button';
import { CATEGORY_EXISTS, type CategoryOption } from '../../components/category-field';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { Inline, Stack } from '../../layout';
import { toast } from '../../provider/toast';
import * as styles from './category-manager-dialog.css';

const t = es.categories;

/** Props of {@link CategoryManagerDialog}. */
export interface CategoryManagerDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with false by 'Cerrar', Escape or a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** The store's categories, by name, with their product counts. */
  categories: readonly CategoryOption[];
  /**
   * Renames a category. Resolve on success; reject with an Error whose message is the server's text
   * (`Category already exists` shows under the field, anything else the generic message).
   */
  onRename: (id: string, name: string) => Promise<unknown>;
  /** Deletes a category (its products are left without one). Resolve on success; reject on failure. */
  onDelete: (id: string) => Promise<unknown>;
}

/** What a row is doing: shown, being renamed, or asking to confirm its deletion. */
type RowMode = { id: string; mode: 'rename' | 'confirm' } | null;

/**
 * The category manager: the store's categories with their product counts, each renamed in place or
 * deleted after a confirmation that says how many products are left without category.
 */
export function CategoryManagerDialog({
  isOpen,
  onOpenChange,
  categories,
  onRename,
  onDelete,
}: CategoryManagerDialogProps) {
  const [active, setActive] = useState<RowMode>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const close = () => {
    setActive(null);
    onOpenChange(false);
  };

  const startRename = (category: CategoryOption) => {
    setActive({ id: category.id, mode: 'rename' });
    setDraft(category.name);
    setError(undefined);
  };

  const rename = async (event: FormEvent, category: CategoryOption) => {
    event.preventDefault();
    // React bubbles the submit out of the portal: the product form around the dialog would save.
    event.stopPropagation();
    const problem = validateCategoryName(draft);
    const clash = findCategoryByName(categories, draft);
    if (problem) return setError(t.validation[problem]);
    if (clash && clash.id !== category.id) return setError(t.validation.exists);
    if (categoryName(draft) === category.name) return setActive(null);
    setPending(true);
    try {
      await onRename(category.id, categoryName(draft));
      toast.success(t.toasts.renamed);
      setActive(null);
    } catch (err) {
      setError(
        err instanceof Error && err.message === CATEGORY_EXISTS
          ? t.validation.exists
          : t.validation.failure,
      );
    } finally {
      setPending(false);
    }
  };

  const remove = async (category: CategoryOption) => {
    setPending(true);
    try {
      await onDelete(category.id);
      toast.success(t.toasts.deleted);
      setActive(null);
    } catch {
      toast.error(t.validation.failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialogBox}>
          <Heading slot="title" className={styles.title}>
            {t.title}
          </Heading>
          <p className={styles.text}>{categories.length === 0 ? t.empty : t.description}</p>
          {categories.length > 0 && (
            <ul className={styles.list}>
              {categories.map((category) => {
                const mode = active?.id === category.id ? active.mode : null;
                const products = category.products ?? 0;
                return (
                  <Inline as="li" key={category.id} className={styles.row}>
                    {mode === 'rename' ? (
                      <Stack
                        as="form"
                        gap="sm"
                        className={styles.renameForm}
                        noValidate
                        onSubmit={(event) => void rename(event, category)}
                      >
                        <TextField
                          label={t.nameLabel}
                          value={draft}
                          onChange={(value) => {
                            setDraft(value);
                            setError(undefined);
                          }}
                          errorMessage={error}
                          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the merchant asked for
                          autoFocus
                        />
                        <Inline gap="xs" alignY="stretch" className={styles.rowActions}>
                          <Button variant="ghost" onPress={() => setActive(null)}>
                            {t.cancel}
                          </Button>
                          <Button type="submit" isPending={pending}>
                            {t.save}
                          </Button>
                        </Inline>
                      </Stack>
                    ) : mode === 'confirm' ? (
                      <>
                        <p className={styles.confirm}>{t.confirmDelete(products, category.name)}</p>
                        {/* Keyed: new buttons, not the row's own, so the focus moves to 'Cancelar'. */}
                        <Inline
                          key="confirm"
                          gap="xs"
                          alignY="stretch"
                          className={styles.rowActions}
                        >
                          {/* Focus starts on the least destructive action. */}
                          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                          <Button variant="ghost" onPress={() => setActive(null)} autoFocus>
                            {t.cancel}
                          </Button>
                          <Button
                            variant="secondary"
                            isPending={pending}
                            onPress={() => void remove(category)}
                          >
                            {t.delete}
                          </Button>
                        </Inline>
                      </>
                    ) : (
                      <>
                        <span className={styles.name}>
                          {category.name}
                          <span className={styles.count}>{t.products(products)}</span>
                        </span>
                        <Inline gap="xs" alignY="stretch" className={styles.rowActions}>
                          <Button
                            variant="ghost"
                            aria-label={t.renameLabel(category.name)}
                            isDisabled={pending}
                            onPress={() => startRename(category)}
                          >
                            {t.rename}
                          </Button>
                          <Button
                            variant="ghost"
                            aria-label={t.deleteLabel(category.name)}
                            isDisabled={pending}
                            onPress={() => setActive({ id: category.id, mode: 'confirm' })}
                          >
                            {t.delete}
                          </Button>
                        </Inline>
                      </>
                    )}
                  </Inline>
                );
              })}
            </ul>
          )}
          <div className={styles.actions}>
            <Button variant="ghost" onPress={close}>
              {t.close}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
