import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../components/button';
import { Card, Inline, Stack, type StackProps } from '../layout';
import * as styles from './profile-card.css';

/** Props of {@link ProfileCard}. */
export interface ProfileCardProps {
  /** The store's or the person's name: the page's h1. */
  name: string;
  /** The picture's address (a chosen one's preview first); without one, the name's initial shows. */
  picture?: string | null;
  /** What the picture shows, for screen readers. */
  pictureAlt: string;
  /** Text of the button that picks a new picture. */
  pickLabel: string;
  /** Called with the file picked (PNG or JPEG). */
  onPick: (file: File | undefined) => void;
  /** Space between the name and the lines under it. */
  gap: StackProps['gap'];
  /** The lines under the name. */
  children: ReactNode;
}

/** The card at the top of the store and account profiles: picture, name, details, 'change picture'. */
export function ProfileCard({
  name,
  picture,
  pictureAlt,
  pickLabel,
  onPick,
  gap,
  children,
}: ProfileCardProps) {
  return (
    <Card>
      <Inline gap="lg">
        {picture ? (
          <img src={picture} alt={pictureAlt} className={styles.avatar} />
        ) : (
          <span role="img" aria-label={pictureAlt} className={styles.avatar}>
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <Stack gap={gap} className={styles.texts}>
          <h1 className={styles.name}>{name}</h1>
          {children}
        </Stack>
      </Inline>
      <FileTrigger
        acceptedFileTypes={['image/png', 'image/jpeg', 'image/jpg']}
        onSelect={(files) => onPick(files?.[0])}
      >
        <Button variant="secondary">{pickLabel}</Button>
      </FileTrigger>
    </Card>
  );
}
