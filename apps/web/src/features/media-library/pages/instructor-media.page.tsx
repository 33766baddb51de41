import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { MediaTable } from '../components/media-table';
import { MediaUpload } from '../components/media-upload';
import { showFailure } from '../../../lib/run-confirmed';
import { useMediaLibrary } from '../stores/use-media-library';
import '../media-library.css';

/** The instructor's uploads: add one, see where each shows, delete what no course needs. */
export const Component = observer(function InstructorMediaPage() {
  usePageTitle('Media library | Instructor');
  const library = useMediaLibrary();
  useEffect(() => {
    library.load(1).catch(showFailure);
  }, [library]);
  return (
    <section aria-labelledby="media-heading">
      <h2 id="media-heading" className="dash-page-heading">
        Media library: {library.total}
      </h2>
      <MediaUpload
        storage={library.storage}
        onUploaded={() => void library.load(1).catch(showFailure)}
      />
      <MediaTable store={library} />
    </section>
  );
});
