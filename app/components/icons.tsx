import type { SVGProps } from "react";
import sprite from "#app/assets/icons.svg?no-inline";

/**
 * Icons from the Lucide set, drawn from one cached SVG sprite (app/assets/icons.svg,
 * made by scripts/make-icon-sprite.ts from this list). Each icon costs a few bytes of
 * JavaScript instead of its path data; they are decorative, so hidden from screen
 * readers (give the control around them an accessible name). See decision 004.
 */
export type IconProps = SVGProps<SVGSVGElement>;

function icon(name: string) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" className={className} {...props}>
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  return Icon;
}

export const ArrowLeft = /* @__PURE__ */ icon("arrow-left");
export const ArrowRight = /* @__PURE__ */ icon("arrow-right");
export const BadgeCheck = /* @__PURE__ */ icon("badge-check");
export const Ban = /* @__PURE__ */ icon("ban");
export const Banknote = /* @__PURE__ */ icon("banknote");
export const Bath = /* @__PURE__ */ icon("bath");
export const BedDouble = /* @__PURE__ */ icon("bed-double");
export const Building = /* @__PURE__ */ icon("building");
export const Building2 = /* @__PURE__ */ icon("building-complex");
export const Check = /* @__PURE__ */ icon("check");
export const ChevronLeft = /* @__PURE__ */ icon("chevron-left");
export const ChevronRight = /* @__PURE__ */ icon("chevron-right");
export const CircleUserRound = /* @__PURE__ */ icon("circle-user-round");
export const Clock = /* @__PURE__ */ icon("clock");
export const Contact = /* @__PURE__ */ icon("contact");
export const ExternalLink = /* @__PURE__ */ icon("external-link");
export const FolderKanban = /* @__PURE__ */ icon("folder-kanban");
export const Handshake = /* @__PURE__ */ icon("handshake");
export const Heart = /* @__PURE__ */ icon("heart");
export const Home = /* @__PURE__ */ icon("house");
export const ImageOff = /* @__PURE__ */ icon("image-off");
export const Images = /* @__PURE__ */ icon("images");
export const Layers = /* @__PURE__ */ icon("layers");
export const LayoutDashboard = /* @__PURE__ */ icon("layout-dashboard");
export const LogOut = /* @__PURE__ */ icon("log-out");
export const Mail = /* @__PURE__ */ icon("mail");
export const MapPin = /* @__PURE__ */ icon("map-pin");
export const Menu = /* @__PURE__ */ icon("menu");
export const Pause = /* @__PURE__ */ icon("pause");
export const Phone = /* @__PURE__ */ icon("phone");
export const Play = /* @__PURE__ */ icon("play");
export const Ruler = /* @__PURE__ */ icon("ruler");
export const Search = /* @__PURE__ */ icon("search");
export const ShieldCheck = /* @__PURE__ */ icon("shield-check");
export const Trash2 = /* @__PURE__ */ icon("trash");
export const UserPlus = /* @__PURE__ */ icon("user-plus");
export const UserRound = /* @__PURE__ */ icon("user-round");
export const X = /* @__PURE__ */ icon("x");
