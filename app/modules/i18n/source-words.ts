import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * What the code asks to be translated, read from the source (decision 028): the English
 * text of every t("…"), msg("…") and msgPlural({ one, other }) (its "other" form is the
 * key), and every place where English reaches the page without them: text between JSX
 * tags, and the words of an alt, title, placeholder or aria-label attribute.
 * Used by the catalogue test and by `npm run i18n:missing`.
 */

/** JSX attributes whose words people read or hear. */
const WORDED_ATTRIBUTES = new Set(["alt", "title", "placeholder", "aria-label", "aria-description", "label"]);

export interface SourceMessages {
  /** English keys, with a file each was found in. */
  keys: Map<string, string>;
  /** English reaching the page directly: "file:line: text". */
  bypasses: string[];
}

const LETTERS = /[A-Za-z]{2}/;

function isMarker(callee: ts.Expression, names: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(callee)) return names.has(callee.text);
  return ts.isPropertyAccessExpression(callee) && names.has(callee.name.text);
}

function literal(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** Reads one file's keys and bypasses into `into`. */
export function readSource(file: string, text: string, into: SourceMessages): void {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      if (isMarker(node.expression, TEXT_MARKERS)) {
        const key = literal(node.arguments[0]);
        if (key !== undefined && !into.keys.has(key)) into.keys.set(key, file);
      } else if (isMarker(node.expression, PLURAL_MARKERS)) {
        const words = node.arguments.find((argument) => ts.isObjectLiteralExpression(argument));
        if (words && ts.isObjectLiteralExpression(words)) {
          for (const property of words.properties) {
            if (ts.isPropertyAssignment(property) && property.name.getText(source) === "other") {
              const key = literal(property.initializer);
              if (key !== undefined && !into.keys.has(key)) into.keys.set(key, file);
            }
          }
        }
      }
    }
    if (ts.isJsxText(node) && LETTERS.test(node.text)) {
      into.bypasses.push(`${where(node)}: ${node.text.trim().replace(/\s+/g, " ")}`);
    }
    if (ts.isJsxAttribute(node) && WORDED_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer)
          ? literal(node.initializer.expression)
          : undefined;
      if (value !== undefined && LETTERS.test(value))
        into.bypasses.push(`${where(node)}: ${node.name.getText(source)}="${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const TEXT_MARKERS = new Set(["t", "msg"]);
const PLURAL_MARKERS = new Set(["msgPlural", "plural"]);

/** Every .ts and .tsx file under `root`, tests left out. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
        found.push(full);
    }
  };
  walk(root);
  return found.sort();
}

/** The messages of every source file under `root` (the app folder). */
export function readAllSources(root: string): SourceMessages {
  const into: SourceMessages = { keys: new Map(), bypasses: [] };
  for (const file of sourceFiles(root))
    readSource(path.relative(path.dirname(root), file), fs.readFileSync(file, "utf8"), into);
  return into;
}
