// Public surface of the ui kit. Explicit re-exports only: what is not listed here is private.
import './styles/global.css.ts';

export {
  vars,
  DARK_CLASS,
  space,
  radius,
  fontFamily,
  fontSize,
  fontWeight,
  motion,
  media,
  breakpoint,
  zIndex,
} from './tokens/index.ts';
export type { Space, Radius, FontSize } from './tokens/index.ts';
export { NO_TRANSITION_CLASS, NO_ANIMATION_CLASS } from './styles/global.css.ts';
export { sprinkles } from './styles/sprinkles.css.ts';
export type { Sprinkles } from './styles/sprinkles.css.ts';
export * from './i18n/index.ts';
export * from './icons/index.ts';

export { Box } from './components/Box/index.ts';
export type { BoxProps } from './components/Box/index.ts';
export { Stack, Inline } from './components/Stack/index.ts';
export type { StackProps, InlineProps } from './components/Stack/index.ts';
export { Button, buttonVariants, buttonSizes } from './components/Button/index.ts';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/index.ts';
export { ToastProvider, useToast, toastTones, TOAST_DURATION_MS } from './components/Toast/index.ts';
export type { ToastTone, ToastOptions } from './components/Toast/index.ts';

// Display and feedback primitives (engineer A).
export { VisuallyHidden, visuallyHiddenClass } from './components/VisuallyHidden/index.ts';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/index.ts';
export { Tooltip, TooltipProvider, tooltipSides, TOOLTIP_DELAY_MS } from './components/Tooltip/index.ts';
export type { TooltipProps, TooltipProviderProps, TooltipSide } from './components/Tooltip/index.ts';
export { IconButton, iconButtonVariants, iconButtonSizes } from './components/IconButton/index.ts';
export type { IconButtonProps, IconButtonLabel, IconButtonVariant, IconButtonSize } from './components/IconButton/index.ts';
export { Avatar, avatarSizes, avatarShapes, initialsOf } from './components/Avatar/index.ts';
export type { AvatarProps, AvatarSize, AvatarShape } from './components/Avatar/index.ts';
export { SiteIcon, SiteIconView, siteHostOf, siteIconSizes, siteLetterOf } from './components/SiteIcon/index.ts';
export type { SiteIconProps, SiteIconSize, SiteIconStatus, SiteIconViewProps } from './components/SiteIcon/index.ts';
export { Text, textTones, textSizes, textWeights } from './components/Text/index.ts';
export type { TextProps, TextTone, TextSize, TextWeight } from './components/Text/index.ts';
export { Heading, headingLevels } from './components/Heading/index.ts';
export type { HeadingProps, HeadingLevel } from './components/Heading/index.ts';
export { Link, linkTones } from './components/Link/index.ts';
export type { LinkProps, LinkRenderProps, LinkTone } from './components/Link/index.ts';
export { Grid, gridColumnCounts } from './components/Grid/index.ts';
export type { GridProps, ResponsiveColumns, GridColumnCount } from './components/Grid/index.ts';
export { Card, cardTones } from './components/Card/index.ts';
export type { CardProps, CardTone } from './components/Card/index.ts';
export { Badge, badgeVariants, badgeSizes, statusTones } from './components/Badge/index.ts';
export type { BadgeProps, BadgeVariant, BadgeSize, StatusTone } from './components/Badge/index.ts';
export { StatusPill } from './components/StatusPill/index.ts';
export type { StatusPillProps } from './components/StatusPill/index.ts';
export { Alert, alertTones } from './components/Alert/index.ts';
export type { AlertProps, AlertTone } from './components/Alert/index.ts';
export { Skeleton, SkeletonGroup, skeletonVariants } from './components/Skeleton/index.ts';
export type { SkeletonProps, SkeletonGroupProps, SkeletonVariant } from './components/Skeleton/index.ts';
export { EmptyState } from './components/EmptyState/index.ts';
export type { EmptyStateProps } from './components/EmptyState/index.ts';
export { CopyButton, COPY_FEEDBACK_MS, copyToClipboard } from './components/CopyButton/index.ts';
export type { CopyButtonProps, CopyState } from './components/CopyButton/index.ts';
export { UpgradePrompt, upgradeFeatures } from './components/UpgradePrompt/index.ts';
export type { UpgradePromptProps, UpgradeFeature } from './components/UpgradePrompt/index.ts';
export { Table, tableAligns, sortDirections } from './components/Table/index.ts';
export type { TableProps, TableColumn, TableSort, TableAlign, SortDirection } from './components/Table/index.ts';
export { Field, FieldError, LabelMarks, useFieldIds } from './components/Field/index.ts';
export type { FieldProps, FieldControlProps } from './components/Field/index.ts';
export { TextField, textFieldTypes } from './components/TextField/index.ts';
export type { TextFieldProps, TextFieldType } from './components/TextField/index.ts';
export { PasswordField } from './components/PasswordField/index.ts';
export type { PasswordFieldProps } from './components/PasswordField/index.ts';
export { Checkbox } from './components/Checkbox/index.ts';
export type { CheckboxProps } from './components/Checkbox/index.ts';
export { Pagination, pageItems } from './components/Pagination/index.ts';
export type { PaginationProps, PageItem } from './components/Pagination/index.ts';
export { Dialog, DialogClose, dialogSizes, ConfirmDialog, confirmTones } from './components/Dialog/index.ts';
export type { DialogProps, DialogSize, ConfirmDialogProps, ConfirmTone } from './components/Dialog/index.ts';
export { RadioGroup, radioOrientations } from './components/RadioGroup/index.ts';
export type { RadioGroupProps, RadioOption, RadioOrientation } from './components/RadioGroup/index.ts';
export { Switch } from './components/Switch/index.ts';
export type { SwitchProps } from './components/Switch/index.ts';
export { TextArea } from './components/TextArea/index.ts';
export type { TextAreaProps } from './components/TextArea/index.ts';
export { Select } from './components/Select/index.ts';
export type { SelectProps, SelectOption, SelectOptionGroup } from './components/Select/index.ts';
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
  menuAligns,
  menuItemTones,
} from './components/DropdownMenu/index.ts';
export type {
  DropdownMenuProps,
  DropdownMenuItemProps,
  DropdownMenuCheckboxItemProps,
  DropdownMenuRadioGroupProps,
  DropdownMenuRadioItemProps,
  MenuAlign,
  MenuItemTone,
} from './components/DropdownMenu/index.ts';
export { Tabs } from './components/Tabs/index.ts';
export type { TabsProps, TabItem } from './components/Tabs/index.ts';
export { Combobox } from './components/Combobox/index.ts';
export type { ComboboxProps, ComboboxOption } from './components/Combobox/index.ts';
export {
  RouteProgressBar,
  createProgressController,
  routeProgress,
  trickleAmount,
  PROGRESS_MINIMUM,
  PROGRESS_SPEED_MS,
  PROGRESS_TRICKLE_MS,
  PROGRESS_TRICKLE_CEILING,
} from './components/RouteProgressBar/index.ts';
export type {
  RouteProgressBarProps,
  ProgressController,
  ProgressOptions,
  ProgressState,
} from './components/RouteProgressBar/index.ts';
export { FileDrop, fileRejectionCodes, formatBytes } from './components/FileDrop/index.ts';
export type { FileDropProps, FileRejection, FileRejectionCode } from './components/FileDrop/index.ts';
export { ColorField, normaliseHex } from './components/ColorField/index.ts';
export type { ColorFieldProps, ColorPreset } from './components/ColorField/index.ts';
export { AppShell, themePreferences } from './components/AppShell/index.ts';
export type {
  AppShellProps,
  AppShellNavItem,
  AppShellNavSection,
  AppShellLinkProps,
  AppShellAccount,
  AppShellWorkspace,
  AppShellUser,
  ThemePreference,
} from './components/AppShell/index.ts';
export { DateTimeField } from './components/DateTimeField/index.ts';
export type { DateTimeFieldProps } from './components/DateTimeField/index.ts';
