import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FRIENDLY_MESSAGES, shuffled } from "../lib/friendly-messages";

/** core.md §9: a new message every 3 s, the dots change every 500 ms. */
const MESSAGE_MS = 3000;
const DOTS_MS = 500;

export function useRotatingMessage(active: boolean) {
  const { t } = useTranslation("create-video");
  const messages = useMemo(() => shuffled(FRIENDLY_MESSAGES), []);
  const [index, setIndex] = useState(0);
  const [dots, setDots] = useState(0);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), MESSAGE_MS);
    return () => clearInterval(timer);
  }, [active, messages.length]);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setDots((d) => (d + 1) % 4), DOTS_MS);
    return () => clearInterval(timer);
  }, [active]);

  return { message: t(`friendly.${messages[index] ?? FRIENDLY_MESSAGES[0]}`), dots: ".".repeat(dots) };
}
