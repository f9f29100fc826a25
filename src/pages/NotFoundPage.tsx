import { BackToCasino, MissingPage } from '../ui/common/Page';

export default function NotFoundPage() {
  return (
    <MissingPage titleId="notFound.title" textId="notFound.text" testId="not-found">
      <BackToCasino />
    </MissingPage>
  );
}
