/**
 * Two stories that show what a good anecdote looks like: a who, a where, a turn and an ending. In English in every
 * interface language, because videos are written and narrated in English; their titles are under `examples.titles`.
 */
export const EXAMPLE_STORIES = [
  {
    id: "bikeHeist",
    story:
      "When my grandma turned 71 she told us she had never ridden a bike. One Sunday she borrowed mine without asking, wobbled down the whole street while the neighbours cheered, and came back with a scraped knee and the biggest grin I have ever seen. Now she rides to the market every Saturday.",
  },
  {
    id: "lisbon",
    story:
      "On my first solo trip I got completely lost in Lisbon at midnight with a dead phone. A baker who was just opening his shop drew me a map on a paper bag, handed me a warm custard tart and refused to take any money. That paper bag is framed on my wall today.",
  },
] as const;
