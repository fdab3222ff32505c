import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '@prepwell/contract';
import { useSupportedLanguages } from '../../../lib/languages/get-supported-languages';

/**
 * The translate button: a menu of the languages the server offers (the Languages page's list;
 * the built-in list until it answers); choosing one shows the content in it.
 */
export function TranslateMenu({
  lang,
  onChoose,
}: {
  lang: LanguageCode;
  onChoose: (lang: LanguageCode) => void;
}) {
  const { t } = useTranslation('hazards');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const { data: offered } = useSupportedLanguages();
  const languages = offered ?? SUPPORTED_LANGUAGES;
  return (
    <>
      <Button
        id={buttonId}
        className="needs-script"
        variant="outlined"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('translate.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('translate.menuLabel') } }}
      >
        {languages.map((language) => (
          <MenuItem
            key={language.value}
            lang={language.value}
            selected={language.value === lang}
            onClick={() => {
              setAnchor(null);
              if (language.value !== lang) onChoose(language.value);
            }}
          >
            {language.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
