import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  AREA_KINDS,
  BEDROOMS,
  CATEGORIES,
  CITIES,
  FACING_TYPES,
  FURNISHING,
  POSSESSION,
  PROJECT_FILTERS,
  PROJECT_FORM,
  PROPERTY_FORM,
  ROLES,
} from "#app/config/enums";
import { HINDI, HINDI_FILES } from "./catalog.server";
import { readAllSources } from "./source-words";
import { UNTRANSLATED_FILES } from "./untranslated";

/**
 * The catalogue is complete and the code goes through it (decision 028): a key without its
 * Hindi, a Hindi entry nobody asks for, a placeholder lost in translation, or English
 * written straight into a page fails here.
 */
const source = readAllSources(path.resolve("app"));

/** Stored values shown through t(value): every enumeration of the product. */
const ENUM_KEYS = [
  ...ROLES,
  ...CATEGORIES,
  ...CITIES,
  ...PROPERTY_FORM.listingTypes,
  ...Object.values(PROPERTY_FORM.propertyTypes).flat(),
  ...PROJECT_FORM.listingTypes,
  ...Object.values(PROJECT_FORM.propertyTypes).flat(),
  ...FACING_TYPES,
  ...Object.values(BEDROOMS),
  ...AREA_KINDS,
  ...POSSESSION,
  ...FURNISHING,
  ...AMENITIES,
  ...PROJECT_FILTERS,
];

const wanted = new Set([...source.keys.keys(), ...ENUM_KEYS]);

/** Hindi that may read like the English: abbreviations used as they are (BHK, RERA, PG, ATM). */
const SAME_IN_HINDI = /^(?:[\d+ ]*(?:BHK|RK|RERA|PG|ATM'S|OK)[\d+ ]*)$/;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the Hindi catalogue", () => {
  it("has every message the code asks for", () => {
    const missing = [...wanted].filter((key) => !(key in HINDI));
    expect(missing, "add these to a file in app/modules/i18n/catalogs/hi (npm run i18n:missing prints them)").toEqual(
      [],
    );
  });

  it("has nothing the code no longer asks for", () => {
    expect(Object.keys(HINDI).filter((key) => !wanted.has(key))).toEqual([]);
  });

  it("keeps every placeholder and writes Hindi", () => {
    const wrong: string[] = [];
    for (const [key, value] of Object.entries(HINDI)) {
      for (const text of typeof value === "string" ? [value] : Object.values(value)) {
        if (placeholders(text ?? "").join() !== placeholders(key).join()) wrong.push(`${key} → ${text}`);
        else if (
          !/[\u0900-\u097F]/.test(text ?? "") &&
          !SAME_IN_HINDI.test(key) &&
          // Words to translate: a key of placeholders alone ("{action} {name}") is only their order.
          /[A-Za-z]{2}/.test(key.replace(/\{\w+\}/g, ""))
        )
          wrong.push(`${key} → ${text} (no Devanagari)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("has each key in one file only", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, catalog] of Object.entries(HINDI_FILES)) {
      for (const key of Object.keys(catalog)) {
        const before = seen.get(key);
        if (before) twice.push(`${key}: ${before} and ${file}`);
        seen.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe("the code", () => {
  it("writes no English into a page outside t() in translated files", () => {
    const todo = new Set(UNTRANSLATED_FILES);
    expect(source.bypasses.filter((line) => !todo.has(line.split(":")[0] ?? ""))).toEqual([]);
  });

  it("lists as untranslated only files that still write English into a page", () => {
    const bypassing = new Set(source.bypasses.map((line) => line.split(":")[0]));
    expect(UNTRANSLATED_FILES.filter((file) => !bypassing.has(file))).toEqual([]);
  });
});
