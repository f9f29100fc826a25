import { Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { routeOfPath } from '../../config/routes';
import { Loading } from '../../ui/common/Page';
import NotFoundPage from '../NotFoundPage';
import { SECTION_VIEWS } from './sectionViews';
import type { ProfileSectionId } from '../../config/profileSections';

/** Downloads a section's component; the router calls it before the section's route renders (src/app/routes.tsx). */
export const loadSection = (id: ProfileSectionId): Promise<unknown> => SECTION_VIEWS[id].load();

/** One profile section, chosen by the path through the route table (its profile routes are the section table's); a path with no section is not found. */
export default function ProfileSection() {
  const { pathname } = useLocation();
  const id = routeOfPath(pathname)?.section;
  if (!id) return <NotFoundPage />;
  const { View } = SECTION_VIEWS[id];
  // Keyed by section: a section's filters and local state start fresh on each visit.
  return (
    <Stack gap="4" key={id}>
      <Suspense fallback={<Loading />}>
        <View />
      </Suspense>
    </Stack>
  );
}
