import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '@mui/utils';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareIcon from '@mui/icons-material/Share';
import type { LanguageCode } from '@prepwell/contract';
import { logEvent } from '../../../lib/analytics';
import { useToast } from '../../../components/toast';
import { useAppConfig } from '../../../lib/app-config';
import { hazardPdfLink, hazardShareLink } from '../lib/share-links';

interface ShareMenuProps {
  hazard: { id: number; slug: string };
  name: string;
  lang: LanguageCode;
}

/** Share a hazard: copy its link ("Link copied!"; a clipboard failure is ignored) or view its PDF. */
export function ShareMenu({ hazard, name, lang }: ShareMenuProps) {
  const { t } = useTranslation('hazards');
  const toast = useToast();
  const { shareLinkBase, pdfBase } = useAppConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  async function copyLink() {
    close();
    try {
      await navigator.clipboard.writeText(hazardShareLink(shareLinkBase, window.location.origin, hazard.id));
      toast(t('share.linkCopied'), 'success');
      logEvent('SHARE_HAZARD', { hazard_id: hazard.id });
    } catch {
      // Spec §8: a clipboard failure is ignored silently.
    }
  }

  return (
    <>
      <IconButton
        className="needs-script"
        aria-label={t('share.button', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ShareIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem onClick={() => void copyLink()}>
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('share.copyLink')}</ListItemText>
        </MenuItem>
        <MenuItem
          component="a"
          href={anchor ? hazardPdfLink(pdfBase, window.location.origin, hazard.slug, lang) : undefined}
          target="_blank"
          rel="noopener"
          onClick={close}
        >
          <ListItemIcon>
            <PictureAsPdfIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            {t('share.viewPdf')}{' '}
            <Box component="span" sx={visuallyHidden}>
              {t('share.newTab')}
            </Box>
          </ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
