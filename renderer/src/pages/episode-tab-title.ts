import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME, PRODUCT_NAME_AR } from '@shared/constants';
import { useLanguage } from '../lib/language';
import { setOwnTitle } from '../lib/page-title';

/** The tab names the episode once its title is known (the HTML's head already does). */
export function useEpisodeTabTitle(title: string | undefined): void {
  const language = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    if (title)
      setOwnTitle(pathname, `${title} | ${language === 'ar' ? PRODUCT_NAME_AR : PRODUCT_NAME}`);
  }, [title, language, pathname]);
}
