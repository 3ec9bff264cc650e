export interface ComicReadCount {
  comicId: string;
  count: number;
}
