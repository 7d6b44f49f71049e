import { Fragment, type ReactNode } from "react";

/**
 * A translated message whose placeholders are elements, in the order the language puts them:
 * <Words message={t("{name} asked about your property")} values={{ name: <Name>{name}</Name> }} />.
 * Hindi moves a name to where Hindi says it, and the name keeps its own mark.
 */
export function Words({ message, values }: { message: string; values: Readonly<Record<string, ReactNode>> }) {
  // split with a capturing group: the placeholders' names sit at the odd places.
  const parts = message.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
          <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * A name as its owner wrote it (a listing's title, a person, a locality someone typed): never
 * translated, by a browser's translator or by us (translate="no").
 */
export function Name({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span translate="no" className={className}>
      {children}
    </span>
  );
}
