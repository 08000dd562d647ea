// Results: how a response is drawn (cards, JSON, pagination, ratings, the live feed).
// The table, the calendar and the carousel are left out on purpose: the result views load them
// lazily, and a static re-export here would pull them into the first screen.
export { FeedExport, feedCsv, feedJson, type ExportedFeedEvent, type FeedExportProps } from './feed-export.tsx';
export { LiveFeed, feedStatusText, type FeedConnection, type FeedRetry, type LiveFeedProps } from './live-feed.tsx';
export { Pagination, pageItems, pageSlice, usePagedList, type PaginationProps } from './pagination.tsx';
export { RatingDisplay, RatingValue, ratingPresentation, type RatingDisplayProps, type RatingPresentation, type RatingValueProps } from './rating-display.tsx';
export { EmptyValue } from './empty-value.tsx';
export { ResultCard, ResultValue, type ResultCardProps, type ResultValueProps } from './result-card.tsx';
export { toJsonText } from './json-text.ts';
export { ResultJson, type ResultJsonProps } from './result-json.tsx';
export { ResultAlerts, ResultView, type EmptyListHint, type ResultViewProps, type ServerPager } from './result-view.tsx';
