import { Button, Image } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Loading, Muted, Page } from '../common/Page';
import { SafeHtml } from '../common/SafeHtml';
import { usePromotions } from './usePromotions';

/** One promotion (/promotions/:id): image, header, sanitised description, call to action. */
const PromotionPage = observer(function PromotionPage() {
  const { id } = useParams();
  const { loading, list } = usePromotions();
  const promo = list.find((p) => String(p.id) === id);
  if (loading) return <Loading />;
  if (!promo) {
    return (
      <Page title={<FormattedMessage id="promotions.notFound" />}>
        <Button asChild bg="brand.primary" color="brand.primaryText" borderRadius="button">
          <RouterLink to="/promotions">
            <FormattedMessage id="promotions.backToList" />
          </RouterLink>
        </Button>
      </Page>
    );
  }
  const external = promo.url && /^https?:\/\//.test(promo.url);
  return (
    <Page title={promo.header} testId="promotion-page">
      {promo.url_image && <Image src={promo.url_image} alt="" borderRadius="card" mb={5} maxH="360px" w="full" objectFit="cover" />}
      {promo.description ? <SafeHtml html={promo.description} /> : <Muted>{promo.short_description}</Muted>}
      {promo.url && promo.call_action && (
        <Button asChild mt={6} bg="brand.primary" color="brand.primaryText" borderRadius="button">
          {external ? (
            <a href={promo.url} target="_blank" rel="noopener noreferrer">
              {promo.call_action}
            </a>
          ) : (
            <RouterLink to={promo.url.startsWith('/') ? promo.url : `/${promo.url}`}>{promo.call_action}</RouterLink>
          )}
        </Button>
      )}
    </Page>
  );
});
export default PromotionPage;
