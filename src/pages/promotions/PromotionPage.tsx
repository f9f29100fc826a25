import { Button, Image } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { linkTarget } from '../../config/linkTarget';
import { usePageStore, useStore } from '../../ui/StoreContext';
import { Loading, Muted, Page } from '../../ui/common/Page';
import { SafeHtml } from '../../ui/common/SafeHtml';
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
  return (
    <Page title={promo.header} testId="promotion-page">
      {promo.url_image && <Image src={promo.url_image} alt="" borderRadius="card" mb="5" maxH="[360px]" w="full" objectFit="cover" />}
      {promo.description ? <SafeHtml html={promo.description} /> : <Muted>{promo.short_description}</Muted>}
      {promo.url && promo.call_action && <PromotionAction url={promo.url} label={promo.call_action} />}
    </Page>
  );
});

/**
 * The call to action: a site path navigates in the app, an allow-listed host (brand.json
 * `externalLinkHosts`) opens in a new tab without opener or referrer, anything else is no button.
 */
function PromotionAction({ url, label }: { url: string; label: string }) {
  const { config } = useStore();
  const promotions = usePageStore('promotions');
  const target = linkTarget(url, window.location.origin, config.brand.externalLinkHosts ?? []);
  const refused = target.kind === 'none' ? target.reason : '';
  useEffect(() => {
    if (refused) promotions.reportRefusedLink(url, refused);
  }, [url, refused, promotions]);
  if (target.kind === 'none') return null;
  return (
    <Button asChild mt="6" bg="brand.primary" color="brand.primaryText" borderRadius="button" data-testid="promotion-action">
      {target.kind === 'external' ? (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <RouterLink to={target.path}>{label}</RouterLink>
      )}
    </Button>
  );
}
export default PromotionPage;
