import { Fragment } from "react";

/** A point of a list; one with a label starts with it in bold ("Technical records: …"). */
type PolicyPoint = string | { label: string; text: string };

/** One part of a policy under its heading: its points, then its paragraphs, then anything richer. */
export interface PolicySection {
  heading: string;
  points?: readonly PolicyPoint[];
  paragraphs?: readonly string[];
  /** Words that need more than text: a link, an address. */
  rich?: React.ReactNode;
}

/** A policy's text (privacy, terms, cookies): an opening paragraph, then its sections in order. */
export function PolicySections({ intro, sections }: { intro?: string; sections: readonly PolicySection[] }) {
  return (
    <>
      {intro ? <p>{intro}</p> : null}
      {sections.map(({ heading, points, paragraphs = [], rich }) => (
        <Fragment key={heading}>
          <h2>{heading}</h2>
          {points ? (
            <ul>
              {points.map((point) =>
                typeof point === "string" ? (
                  <li key={point}>{point}</li>
                ) : (
                  <li key={point.label}>
                    <strong>{point.label}</strong>
                    {` ${point.text}`}
                  </li>
                ),
              )}
            </ul>
          ) : null}
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {rich}
        </Fragment>
      ))}
    </>
  );
}
