type Orientation = "portrait" | "landscape" | "square";

/** The frame's shape, in the words both picture services use. */
export function orientationOf({ width, height }: { width: number; height: number }): Orientation {
  if (height > width) return "portrait";
  return width > height ? "landscape" : "square";
}
