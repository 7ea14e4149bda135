import { useUpdateAccount, useUserInfo } from '@panel/api';
import { nationalDigits } from '@panel/domain';
import { AccountProfileScreen } from '@panel/ui';
import { asFieldRefusal } from '../field-refusal';
import { useUnsavedChanges } from '../leave-guard';

/** /my-account: the account profile; a save refreshes the user info. */
export function Component() {
  const userInfo = useUserInfo();
  const update = useUpdateAccount();
  const onDirtyChange = useUnsavedChanges();
  if (userInfo.isError) throw userInfo.error;
  if (!userInfo.data) return null;
  const { name, email, picture, country, phone, phoneArea } = userInfo.data.user;
  return (
    <AccountProfileScreen
      onDirtyChange={onDirtyChange}
      user={{ name, email, picture, country, phone: phone ?? '', phoneArea: phoneArea ?? '' }}
      onSave={async ({ picture: png, ...values }) => {
        const number = nationalDigits(values.phone, values.phoneArea);
        try {
          await update.mutateAsync({
            name: values.name,
            phone: number,
            // No number, no calling code (the contract pairs them).
            phoneArea: number === '' ? '' : values.phoneArea,
            ...(png ? { picture: png } : {}),
          });
        } catch (err) {
          throw asFieldRefusal(err);
        }
      }}
    />
  );
}
