// The first screen's buttons (the header's, an alert's, the narrow screen's menu button): React
// Aria's press, hover and focus-ring hooks on a native <button>, with the same data attributes
// React Aria's Button sets (data-pressed, data-hovered, data-focus-visible, data-disabled), so the
// same CSS draws both. Not React Aria's Button itself: its pending state brings ProgressBar and
// @internationalized/number, 3.9 KB gzip the overview never uses (issue 13 item 10). Other screens
// use React Aria's Button.
import { useRef, type ReactNode, type RefObject } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useButton } from 'react-aria/useButton';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';

export interface PlainButtonProps {
  children: ReactNode;
  className?: string;
  onPress?: () => void;
  /** @default false */
  isDisabled?: boolean;
  'aria-label'?: string;
  /** For a caller that moves focus back to the button. */
  ref?: RefObject<HTMLButtonElement | null>;
}

export function PlainButton({ children, className, onPress, isDisabled = false, 'aria-label': ariaLabel, ref }: PlainButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  const buttonRef = ref ?? own;
  const { buttonProps, isPressed } = useButton({ onPress, isDisabled, ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) }, buttonRef);
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, hoverProps, focusProps)}
      ref={buttonRef}
      className={className}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
    >
      {children}
    </button>
  );
}
