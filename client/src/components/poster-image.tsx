import { cn } from "@/lib/utils";

type PosterImageProps = {
  src: string;
  /** The first card of a gallery is fetched at once and ahead of the rest; the others when they come near. */
  priority?: boolean;
  className?: string;
};

/**
 * A video's poster in a box of another shape (a 16:9 video in a 4:5 card, a 9:16 one in a 16:9 tile), whole: the
 * poster's title is drawn into the picture, so cropping it to fill the box cuts the title ("e Stranger and t Scarf").
 * The picture fits inside the box, over a blurred, enlarged copy of itself that fills the rest with its own colours.
 * Both are the same file: the browser fetches it once.
 */
export function PosterImage({ src, priority = false, className }: PosterImageProps) {
  const loading = priority ? "eager" : "lazy";
  // On both: the browser fetches the file for the first of them, at that one's priority.
  const fetchPriority = priority ? "high" : "auto";
  return (
    <span className={cn("relative block size-full overflow-hidden", className)}>
      <img
        src={src}
        alt=""
        aria-hidden="true"
        loading={loading}
        fetchPriority={fetchPriority}
        className="absolute inset-0 size-full scale-125 object-cover opacity-80 blur-2xl"
      />
      <img
        src={src}
        alt=""
        loading={loading}
        fetchPriority={fetchPriority}
        data-testid="poster"
        className="relative size-full object-contain"
      />
    </span>
  );
}
