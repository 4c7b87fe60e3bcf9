import { useId, useState } from 'react';
import {
  Button,
  ChevronDown,
  Contact,
  CreditCard,
  Icon,
  Link2,
  Mail,
  QrCode,
  Search,
  Stack,
  TextField,
  User,
  useT,
  type LucideIcon,
} from '@rabt/ui';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import * as parts from '../../_parts/parts.css.ts';
import * as text from '../../_parts/typography.css.ts';
import { matches, supportTopics, type SupportTopicId } from './faq.ts';
import * as styles from './SupportCenter.css.ts';

export interface SupportCenterScreenProps {
  /** The support team's address, shown and linked with `mailto:`. */
  supportEmail: string;
  /** Text already in the search box, e.g. from `?q=`. @defaultValue '' */
  initialQuery?: string;
  /** Called as the query changes, e.g. to keep it in the URL. */
  onQueryChange?: (query: string) => void;
}

const topicIcons: Record<SupportTopicId, LucideIcon> = {
  links: Link2,
  qrs: QrCode,
  cards: Contact,
  billing: CreditCard,
  account: User,
};

/** Searchable answers by topic and a way to write to support (spec §1: content not shown; designed here). */
export function SupportCenterScreen({ supportEmail, initialQuery = '', onQueryChange }: SupportCenterScreenProps) {
  const t = useT();
  const ids = useId();
  const [query, setQuery] = useState(initialQuery);
  const searching = query.trim() !== '';

  const topics = supportTopics
    .map((topic) => ({
      ...topic,
      title: t(`screens.support.group.${topic.id}`),
      entries: topic.questions
        .map((key) => ({
          key,
          question: t(`screens.support.faq.${topic.id}.${key}.q`),
          answer: t(`screens.support.faq.${topic.id}.${key}.a`),
        }))
        .filter((entry) => !searching || matches(`${entry.question} ${entry.answer}`, query)),
    }))
    .filter((topic) => topic.entries.length > 0);
  const count = topics.reduce((sum, topic) => sum + topic.entries.length, 0);

  const changeQuery = (value: string) => {
    setQuery(value);
    onQueryChange?.(value);
  };

  return (
    <div className={styles.page} data-screen="support-center">
      <Stack gap="xxlarge">
        <Stack gap="large">
          <Stack gap="small">
            <h1 className={text.displayHeading}>{t('screens.support.title')}</h1>
            <p className={text.lead}>{t('screens.support.subtitle')}</p>
          </Stack>
          <div role="search">
            <TextField
              type="search"
              label={t('screens.support.searchLabel')}
              placeholder={t('screens.support.searchPlaceholder')}
              value={query}
              onValueChange={changeQuery}
              prefix={<Icon icon={Search} size={16} />}
            />
          </div>
          <p role="status" className={text.small}>
            {searching ? t('screens.support.results', { count, query: query.trim() }) : ''}
          </p>
        </Stack>

        {count === 0 ? (
          <StatusPanel
            icon={Search}
            tone="neutral"
            heading={t('screens.support.noResultsTitle', { query: query.trim() })}
            actions={
              <Button variant="secondary" onClick={() => changeQuery('')}>
                {t('screens.support.clearSearch')}
              </Button>
            }
          >
            <p className={text.body}>{t('screens.support.noResultsBody')}</p>
          </StatusPanel>
        ) : (
          <div className={styles.topics}>
            {topics.map((topic) => {
              const headingId = `${ids}-${topic.id}`;
              return (
                <section key={topic.id} aria-labelledby={headingId}>
                  <Stack gap="medium">
                    <h2 id={headingId} className={[text.sectionHeading, styles.topicHeading].join(' ')}>
                      <span className={styles.topicIcon}>
                        <Icon icon={topicIcons[topic.id]} size={18} />
                      </span>
                      {topic.title}
                    </h2>
                    <ul className={styles.list}>
                      {topic.entries.map((entry) => (
                        <li key={entry.key} className={styles.item}>
                          {/* Results open so their answers show; the key resets them when the search ends. */}
                          <details open={searching} key={searching ? 'open' : 'closed'}>
                            <summary className={styles.summary}>
                              <span>{entry.question}</span>
                              <Icon icon={ChevronDown} size={16} className={styles.chevron} />
                            </summary>
                            <p className={[text.body, styles.answer].join(' ')}>{entry.answer}</p>
                          </details>
                        </li>
                      ))}
                    </ul>
                  </Stack>
                </section>
              );
            })}
          </div>
        )}

        <section className={styles.contact} aria-labelledby={`${ids}-contact`}>
          <Stack gap="xsmall">
            <h2 id={`${ids}-contact`} className={text.sectionHeading}>
              {t('screens.support.contactTitle')}
            </h2>
            <p className={text.body}>{t('screens.support.contactBody')}</p>
          </Stack>
          <a href={`mailto:${supportEmail}`} className={parts.linkButton.primary}>
            <Icon icon={Mail} size={16} />
            <span>{t('screens.support.contactEmail', { email: `\u2068${supportEmail}\u2069` })}</span>
          </a>
        </section>
      </Stack>
    </div>
  );
}
