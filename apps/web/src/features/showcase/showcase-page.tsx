import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ListDetail } from '../../components/list-detail';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { useToast } from '../../components/toast';

/** The hidden page of interface components with sample data (showcase build mode only). */
export function ShowcasePage() {
  const { t } = useTranslation(['common', 'pages']);
  const toast = useToast();
  return (
    <Page heading={t('titles.showcase')}>
      <Typography sx={{ mb: 3 }}>{t('pages:showcase.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <section aria-label="Notice">
          <Typography variant="h2">Notice</Typography>
          <Notice>{t('placeholder.bookmarks')}</Notice>
        </section>
        <section aria-label="Toast">
          <Typography variant="h2">Toast</Typography>
          <Button variant="contained" onClick={() => toast(t('pages:showcase.sampleToast'), 'success')}>
            {t('pages:showcase.sampleButton')}
          </Button>
        </section>
        <section aria-label="List and detail">
          <Typography variant="h2">ListDetail</Typography>
          <ListDetail
            label="Sample list"
            items={['notBreathing', 'chestPain', 'stroke'].map((key) => ({
              id: key,
              title: t(`call911.items.${key}.title`),
              detail: <Typography>{t(`call911.items.${key}.detail`)}</Typography>,
            }))}
          />
        </section>
        <section aria-label="Loading">
          <Typography variant="h2">PageLoading</Typography>
          <PageLoading />
        </section>
      </Box>
    </Page>
  );
}
