import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ComicReader } from '../features/content/reader/ComicReader';
import { FullscreenButton } from '../features/desktop';

export default function ReaderPage() {
  const { comicId = '' } = useParams();
  const navigate = useNavigate();
  const { key } = useLocation();

  // Escape goes back in history; a reader opened directly (no history entry) goes to the comics.
  const onBack = useCallback(() => {
    if (key === 'default') void navigate('/comics');
    else void navigate(-1);
  }, [key, navigate]);

  // A new comic starts a fresh reader (its own loading screen, saved page and read count).
  return (
    <ComicReader
      key={comicId}
      comicId={comicId}
      onBack={onBack}
      toolbarExtras={<FullscreenButton />}
    />
  );
}
