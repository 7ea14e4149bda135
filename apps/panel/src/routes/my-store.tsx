import { useConfig, useStore, useUpdatePersonalization, useUpdateStore } from '@panel/api';
import { StoreProfileScreen } from '@panel/ui';
import { useStorefrontUrl } from '../storefront';
import { useUnsavedChanges } from '../leave-guard';

/** /my-store: the store profile; a save invalidates the 'stores' queries (and the user info). */
export function Component() {
  const store = useStore();
  const config = useConfig();
  const update = useUpdateStore();
  const updateLook = useUpdatePersonalization();
  const storefrontUrl = useStorefrontUrl();
  const onDirtyChange = useUnsavedChanges();
  if (store.isError) throw store.error;
  if (config.isError) throw config.error;
  if (!store.data || !config.data) return null;
  const { name, link, picture, country, timeZone, countryChosen, accent_color, description } =
    store.data;
  const host = config.data.storeHost;
  return (
    <StoreProfileScreen
      onDirtyChange={onDirtyChange}
      store={{
        name,
        link,
        picture,
        country,
        timeZone,
        countryChosen,
        accentColor: accent_color,
        description,
      }}
      storeHost={host}
      storeUrl={storefrontUrl(link, host)}
      // The screen reads the ApiError's status (409) or message for the link-taken toast: the error is
      // passed on as it is.
      onSave={({ picture: png, ...values }) =>
        update.mutateAsync({ ...values, ...(png ? { picture: png } : {}) })
      }
      // A refused colour rejects with the ApiError (status 400 and the rule's Spanish message).
      onSavePersonalization={({ accentColor, description: line }) =>
        updateLook.mutateAsync({ accent_color: accentColor, description: line })
      }
    />
  );
}
