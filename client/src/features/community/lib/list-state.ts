import {
  COMMUNITY_SORTS,
  COMMUNITY_VIDEO_FILTERS,
  type CommunitySort,
  type CommunityVideoFilter,
} from "@common/community";
import { hrefWithQuery } from "@/lib/href";

/** What a post list shows, as the address says it: `?q=&video=&sort=&page=` (content.md §2). */
export type ListState = { q: string; video: CommunityVideoFilter; sort: CommunitySort; page: number };

export const DEFAULT_LIST_STATE: ListState = { q: "", video: "all", sort: "latest", page: 1 };

export function isVideoFilter(value: string | null | undefined): value is CommunityVideoFilter {
  return COMMUNITY_VIDEO_FILTERS.some((filter) => filter === value);
}

export function isSort(value: string | null | undefined): value is CommunitySort {
  return COMMUNITY_SORTS.some((sort) => sort === value);
}

/** A page number from the address: a whole number from 1, anything else is page 1. */
export function pageFrom(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** Reads the list's state from a query string; an unknown value falls back to its default. */
export function listStateFrom(search: string | URLSearchParams): ListState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const video = params.get("video");
  const sort = params.get("sort");
  return {
    q: params.get("q") ?? "",
    video: isVideoFilter(video) ? video : DEFAULT_LIST_STATE.video,
    sort: isSort(sort) ? sort : DEFAULT_LIST_STATE.sort,
    page: pageFrom(params.get("page")),
  };
}

/** The address of a list in a given state; defaults are left out, so /community stays /community. */
export function listHref(path: string, state: Partial<ListState>): string {
  return hrefWithQuery(path, {
    q: state.q,
    video: state.video === DEFAULT_LIST_STATE.video ? null : state.video,
    sort: state.sort === DEFAULT_LIST_STATE.sort ? null : state.sort,
    page: state.page && state.page > 1 ? state.page : null,
  });
}

/** How many pages `total` posts fill (at least one, so an empty list is "Page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A topic as the address names it (/community/topics/{topic}): one word, lowercase, or null when it cannot be one. */
export function topicFrom(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Already decoded by the router, or a stray "%": read it as it is.
  }
  const topic = decoded.replace(/^#/, "").toLowerCase();
  return /^[\p{L}\p{N}_]{1,50}$/u.test(topic) ? topic : null;
}

export function topicHref(topic: string): string {
  return `/community/topics/${encodeURIComponent(topic)}`;
}
