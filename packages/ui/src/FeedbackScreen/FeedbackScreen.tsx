import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { CircleCheck, CircleX, Info } from '../internal/icons/glyphs';
import { Button } from '../Button/Button';
import { useT } from '../provider/GaiaContext';
import { Actions, Description, Extra, IconDisc, Screen, Title } from './FeedbackScreen.styles';
import { useFeedbackScreen } from './useFeedbackScreen';

export type FeedbackVariant = 'success' | 'error' | 'info';

const defaultTitles: Record<FeedbackVariant, string> = {
  success: 'gaia_kitforms_feedback_success_title',
  error: 'gaia_kitforms_feedback_error_title',
  info: 'gaia_kitforms_feedback_info_title',
};

const icons: Record<FeedbackVariant, typeof CircleCheck> = { success: CircleCheck, error: CircleX, info: Info };

export interface FeedbackScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The outcome: an icon and tint in the variant's tone. @default 'success' */
  variant?: FeedbackVariant;
  /**
   * The heading, a message key or text. Defaults per variant: `'gaia_kitforms_feedback_success_title'`,
   * `'gaia_kitforms_feedback_error_title'`, `'gaia_kitforms_feedback_info_title'`.
   */
  title?: string;
  /** What happened and what comes next, a message key or text; read with the title. */
  description?: string;
  /** Values for the placeholders of the title and description keys. */
  values?: Readonly<Record<string, string | number>>;
  /** A decorative icon (aria-hidden) replacing the variant's own; `null` shows none. */
  icon?: ReactNode;
  /** Extra content under the description (e.g. a reference number with a copy button). */
  children?: ReactNode;
  /** The primary action's label, a message key; no primary button without it. */
  primaryActionLabel?: string;
  /** Called when the primary action is pressed (e.g. go to sign-in, try again). */
  onPrimaryAction?: () => void;
  /** The secondary action's label, a message key; no secondary button without it. */
  secondaryActionLabel?: string;
  /** Called when the secondary action is pressed (e.g. back to home). */
  onSecondaryAction?: () => void;
  /** Move focus to the title when the screen appears, so it is announced. @default true */
  focusOnMount?: boolean;
  /** Level of the title heading: 1 for a page of its own, lower inside a page. @default 1 */
  headingLevel?: 1 | 2 | 3;
}

/**
 * A full-page outcome of a flow (Mistica's and Scale's feedback screens): success, error or info,
 * with an icon, a title, a description and up to two actions. The title takes focus when the screen
 * appears, so a screen reader announces the outcome and its description at once.
 */
export function FeedbackScreen({
  variant = 'success',
  title,
  description,
  values,
  icon,
  children,
  primaryActionLabel,
  onPrimaryAction,
  secondaryActionLabel,
  onSecondaryAction,
  focusOnMount = true,
  headingLevel = 1,
  ...rest
}: FeedbackScreenProps) {
  const t = useT();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  const { titleRef } = useFeedbackScreen(focusOnMount);
  const Icon = icons[variant];
  const shownIcon = icon === undefined ? <Icon size={48} /> : icon;

  return (
    <Screen {...rest} aria-labelledby={titleId} data-variant={variant}>
      {shownIcon ? (
        <IconDisc data-variant={variant} aria-hidden="true">
          {shownIcon}
        </IconDisc>
      ) : null}
      <Title
        as={`h${headingLevel}`}
        ref={titleRef}
        id={titleId}
        tabIndex={-1}
        aria-describedby={description ? descriptionId : undefined}
      >
        {t(title ?? defaultTitles[variant], values)}
      </Title>
      {description ? <Description id={descriptionId}>{t(description, values)}</Description> : null}
      {children ? <Extra>{children}</Extra> : null}
      {primaryActionLabel || secondaryActionLabel ? (
        <Actions>
          {primaryActionLabel ? (
            <Button variant="primary" size="lg" onClick={onPrimaryAction}>
              {primaryActionLabel}
            </Button>
          ) : null}
          {secondaryActionLabel ? (
            <Button variant="secondary" size="lg" onClick={onSecondaryAction}>
              {secondaryActionLabel}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Screen>
  );
}
