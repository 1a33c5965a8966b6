import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ContentAdmin } from '@/features/content-admin/components/content-admin.tsx';
import { ImageGallery } from '@/features/gallery/components/image-gallery.tsx';
import { useGalleryPicker } from '@/features/gallery/components/gallery-picker.tsx';

/**
 * /admin/denuncias/contenidos ("Contenidos"): the content blocks, edited with the rich-text editor
 * whose "Insertar imagen" opens the gallery picker, and the image gallery itself below.
 */
export function ContentAdminRoute() {
  const { t } = useTranslation();
  const picker = useGalleryPicker();
  return (
    <>
      <PageHeader title={t('nav.contenidos')} subtitle={t('contentAdmin.subtitle')} />
      <ContentAdmin onRequestImage={picker.requestImage} />
      <ImageGallery title={t('gallery.title')} />
      {picker.dialog}
    </>
  );
}
