/** Frames a second of every video the studio makes: the timeline, the stage's acting and the captions' timing. */
export const FPS = 30;
