import { Fragment } from "react";

/** One part of a policy under its heading: its points, then its paragraph, then anything richer. */
export interface PolicySection {
  heading: string;
  points?: readonly string[];
  text?: string;
  /** Words that need more than text: labelled points, a link, an address. */
  rich?: React.ReactNode;
}

/** A policy (privacy, terms, cookies): what it is about in a paragraph, then its sections in order. */
export function PolicySections({ intro, sections }: { intro?: string; sections: readonly PolicySection[] }) {
  return (
    <>
      {intro ? <p>{intro}</p> : null}
      {sections.map(({ heading, points, text, rich }) => (
        <Fragment key={heading}>
          <h2>{heading}</h2>
          {points ? (
            <ul>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          {text ? <p>{text}</p> : null}
          {rich}
        </Fragment>
      ))}
    </>
  );
}
