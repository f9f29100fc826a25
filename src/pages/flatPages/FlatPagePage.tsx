import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, MissingPage, Page } from '../../ui/common/Page';
import { SafeHtml } from '../../ui/common/SafeHtml';
import { usePageStore, useStore } from '../../ui/StoreContext';

/** A static page (/flat-pages/:name) from the platform, else from the brand's bundled fallback. */
const FlatPagePage = observer(function FlatPagePage() {
  const { name } = useParams();
  const root = useStore();
  const flatPages = usePageStore('flatPages');
  const { language, flatPagesCode } = root.locale;
  const { pages, loading } = flatPages.forLanguage(flatPagesCode, language);
  useEffect(() => {
    void flatPages.ensure(flatPagesCode);
  }, [flatPages, flatPagesCode]);
  const page = pages.find((p) => p.idName === name);
  if (!page && loading) return <Loading />;
  if (!page) return <MissingPage titleId="flatPage.notFound" textId="notFound.text" testId="flat-page-missing" />;
  return (
    <Page title={page.name} testId="flat-page">
      <SafeHtml html={page.text} />
    </Page>
  );
});
export default FlatPagePage;
