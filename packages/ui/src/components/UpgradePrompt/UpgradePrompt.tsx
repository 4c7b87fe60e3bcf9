import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { BarChart3, Calendar, Clock, Globe, Lock, Sparkles } from '../../icons/index.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './UpgradePrompt.css.ts';

/** Features a plan can lock. Same values as `lockableFeatures` in `@rabt/contract` (plans.ts). */
export const upgradeFeatures = ['branded_domains', 'link_schedule', 'link_expiry', 'link_password', 'analytics'] as const;
export type UpgradeFeature = (typeof upgradeFeatures)[number];

const featureInfo: Record<UpgradeFeature, { key: string; icon: LucideIcon }> = {
  branded_domains: { key: 'brandedDomains', icon: Globe },
  link_schedule: { key: 'linkSchedule', icon: Calendar },
  link_expiry: { key: 'linkExpiry', icon: Clock },
  link_password: { key: 'linkPassword', icon: Lock },
  analytics: { key: 'analytics', icon: BarChart3 },
};

export interface UpgradePromptProps {
  /** The locked feature; gives its translated name, description and icon. */
  feature: UpgradeFeature;
  /** Name of the cheapest plan that unlocks it, as shown in billing ("Pro", "Business"). */
  plan: string;
  /** `inline` inside a form next to the locked field; `card` in place of a whole section. @defaultValue 'card' */
  variant?: 'inline' | 'card';
  /** Called by the call-to-action button (e.g. opens the plans page). */
  onUpgrade?: () => void;
  /** Replace the call-to-action button, e.g. with the app's router link styled as a button. */
  action?: ReactNode;
  /** Override the translated "Upgrade to {plan}". */
  ctaLabel?: string;
  /** Override the translated title "Unlock {feature} with the {plan} plan". */
  title?: ReactNode;
  /** Override the translated feature description (card variant). */
  description?: ReactNode;
  /** Semantic level of the card title. @defaultValue 3 */
  titleLevel?: HeadingLevel;
  className?: string;
}

/** Says a feature is locked on the current plan, which plan unlocks it, and offers the upgrade. */
export function UpgradePrompt({
  feature,
  plan,
  variant = 'card',
  onUpgrade,
  action,
  ctaLabel,
  title,
  description,
  titleLevel = 3,
  className,
}: UpgradePromptProps) {
  const t = useT();
  const info = featureInfo[feature];
  const featureName = t(`ui.upgradePrompt.${info.key}`);
  const heading = title ?? t('ui.upgradePrompt.title', { feature: featureName, plan });
  const cta = action ?? (
    <Button size={variant === 'inline' ? 'small' : 'medium'} variant="primary" icon={Sparkles} onClick={onUpgrade}>
      {ctaLabel ?? t('ui.upgradePrompt.cta', { plan })}
    </Button>
  );
  const classes = [styles.root, styles.variant[variant], className].filter(Boolean).join(' ');

  if (variant === 'inline') {
    return (
      <div className={classes} data-feature={feature} data-variant="inline">
        <p className={styles.inlineText}>
          <Icon icon={Lock} size={16} className={styles.lockIcon} label={t('ui.upgradePrompt.locked')} />
          <span>{heading}</span>
        </p>
        {cta}
      </div>
    );
  }

  return (
    <section
      className={classes}
      data-feature={feature}
      data-variant="card"
      aria-label={typeof heading === 'string' ? heading : featureName}
    >
      <div className={styles.header}>
        <span className={styles.iconBadge}>
          <Icon icon={info.icon} size={22} />
        </span>
        <Badge tone="brand" icon={Lock}>
          {t('ui.upgradePrompt.badge', { plan })}
        </Badge>
      </div>
      <div className={styles.cardText}>
        <Heading level={titleLevel} size={3}>
          {heading}
        </Heading>
        <Text as="p" tone="muted">
          {description ?? t(`ui.upgradePrompt.${info.key}.description`)}
        </Text>
      </div>
      {cta}
    </section>
  );
}
