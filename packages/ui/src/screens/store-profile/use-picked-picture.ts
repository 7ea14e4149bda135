import { useEffect, useMemo, useState } from 'react';

/**
 * A picture chosen by the user, through the crop dialog: the file being cropped (as an object URL)
 * and the cropped PNG with its preview URL. URLs are revoked when replaced or unmounted.
 */
export function usePickedPicture() {
  const [source, setSource] = useState<string | null>(null);
  const [png, setPng] = useState<Blob | null>(null);
  const preview = useMemo(() => (png ? URL.createObjectURL(png) : null), [png]);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  return {
    /** Object URL of the file being cropped; the crop dialog is open while set. */
    source,
    /** The cropped PNG, or null. */
    png,
    /** Object URL of the cropped PNG, for the avatar. */
    preview,
    /** Opens the crop dialog on a chosen file. */
    choose: (file: File | undefined) => setSource(file ? URL.createObjectURL(file) : null),
    /** Keeps the crop and closes the dialog. */
    accept: (blob: Blob) => {
      setPng(blob);
      setSource(null);
    },
    /** Closes the dialog without keeping anything new. */
    cancel: () => setSource(null),
    /** Forgets the cropped picture (after a save). */
    clear: () => setPng(null),
  };
}
