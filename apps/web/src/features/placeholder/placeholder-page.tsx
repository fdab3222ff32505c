import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';

export type PlaceholderKey = 'bookmarks' | 'prepCheck' | 'prepCheckComplete';

/**
 * A screen whose feature lands in a later issue: its heading, its page title and one plain
 * notice. Each is replaced by the real screen, route by route.
 */
export function PlaceholderPage({ name }: { name: PlaceholderKey }) {
  const { t } = useTranslation();
  return (
    <Page heading={t(`titles.${name}`)}>
      <Notice>{t(`placeholder.${name}`)}</Notice>
    </Page>
  );
}
