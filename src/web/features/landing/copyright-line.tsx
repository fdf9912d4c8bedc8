import { useEffect, useState } from "react";
import { copyrightNotice, currentYear } from "../../lib/copyright";

/** The notice's year is the visitor's, added after hydration: this page's HTML is drawn at build time. */
export function CopyrightLine() {
  const [year, setYear] = useState<number>();
  useEffect(() => setYear(currentYear()), []);
  return <p>{copyrightNotice(year)}</p>;
}
