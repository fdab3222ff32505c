import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MAX_PIXELS, type Profile } from '@prepwell/contract';
import { useToast } from '../../../components/toast';
import { errorCode, useErrorMessage, type ErrorSituation } from '../../../lib/error-messages';
import { useDeleteProfilePicture } from '../api/delete-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

/** An upload the server refused: not an image, or the upload toast (too large: see uploadFile). */
const UPLOAD_ERRORS: ErrorSituation = {
  UNSUPPORTED_MEDIA_TYPE: 'pages:account.picture.notAnImage',
  VALIDATION_FAILED: 'pages:account.picture.notAnImage',
  BAD_REQUEST: 'pages:account.picture.notAnImage',
  otherwise: 'pages:account.picture.uploadFailed',
};
const DELETE_ERRORS: ErrorSituation = { otherwise: 'pages:account.picture.deleteFailed' };

/**
 * The picture and its menu (spec §2): with a picture, Change Photo and Delete Profile Picture;
 * without one, the button opens a file picker that accepts images only.
 */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['pages', 'common']);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const closeMenu = () => setMenuAnchor(null);
  const upload = useUploadProfilePicture();
  const remove = useDeleteProfilePicture();
  const busy = upload.isPending || remove.isPending;
  const hasPicture = Boolean(profile.profile_picture_uri);

  const uploadFile = (file: File) => {
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      toast(t('account.picture.tooLarge'), 'error');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast(t('account.picture.uploaded'), 'success'),
      onError: (error) =>
        // The file was within the byte limit (checked above), so a refusal for size was for
        // its pixel count: the server refuses a picture too large to decode before decoding it.
        errorCode(error) === 'PAYLOAD_TOO_LARGE'
          ? toast(
              t('account.picture.tooManyPixels', { megapixels: PROFILE_PICTURE_MAX_PIXELS / 1_000_000 }),
              'error',
            )
          : toast(errorMessage(error, UPLOAD_ERRORS), 'error'),
    });
  };

  const removePicture = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast(t('account.picture.deleted'), 'success'),
      onError: (error) => toast(errorMessage(error, DELETE_ERRORS), 'error'),
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexShrink: 0, alignItems: 'center' }}>
      {hasPicture ? (
        <Box
          component="img"
          src={profile.profile_picture_uri ?? undefined}
          alt={t('account.picture.alt')}
          sx={{ width: 112, height: 112, borderRadius: '50%', objectFit: 'cover', bgcolor: 'grey.200' }}
        />
      ) : (
        <AccountCircleIcon sx={{ fontSize: 112, color: 'text.secondary' }} aria-hidden="true" />
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="profile-picture-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) uploadFile(file);
        }}
      />
      <Button
        size="small"
        startIcon={<PhotoCameraIcon />}
        disabled={busy}
        aria-haspopup={hasPicture ? 'menu' : undefined}
        aria-expanded={hasPicture ? menuOpen : undefined}
        aria-controls={menuOpen ? 'picture-menu' : undefined}
        onClick={(event) => (hasPicture ? setMenuAnchor(event.currentTarget) : input.current?.click())}
      >
        {busy ? t('common:app.loading') : hasPicture ? t('account.picture.edit') : t('account.picture.add')}
      </Button>
      <Menu id="picture-menu" anchorEl={menuAnchor} open={menuOpen} onClose={closeMenu}>
        <MenuItem
          onClick={() => {
            closeMenu();
            input.current?.click();
          }}
        >
          {t('account.picture.change')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            closeMenu();
            removePicture();
          }}
        >
          {t('account.picture.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
