import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Photo } from "./photo";

const id = "11111111-2222-3333-4444-555555555555";
const sizes = "(min-width: 1024px) 400px, 100vw";

describe("Photo", () => {
  it("is the plain WebP img, as before AVIF, for a photo without AVIF files", () => {
    const html = renderToStaticMarkup(
      <Photo
        image={{ id, width: 1600, height: 1200, widths: [480, 960, 1600], avifWidths: [] }}
        preferredWidth={480}
        sizes={sizes}
        alt=""
        loading="lazy"
      />,
    );
    expect(html).toBe(
      `<img src="/media/images/${id}/480.webp" srcSet="/media/images/${id}/480.webp 480w, /media/images/${id}/960.webp 960w, /media/images/${id}/1600.webp 1600w" sizes="${sizes}" alt="" loading="lazy"/>`,
    );
    // Rows read before the column existed (no avifWidths at all) render the same.
    expect(
      renderToStaticMarkup(
        <Photo
          image={{ id, width: 1600, height: 1200, widths: [480, 960, 1600] }}
          preferredWidth={480}
          sizes={sizes}
          alt=""
          loading="lazy"
        />,
      ),
    ).toBe(html);
  });

  it("adds an AVIF source with the same sizes, WebP standing in at widths without AVIF; priority stays on the img", () => {
    const html = renderToStaticMarkup(
      <Photo
        image={{ id, width: 1600, height: 1200, widths: [480, 960, 1600], avifWidths: [960, 1600] }}
        preferredWidth={480}
        sizes={sizes}
        alt="A flat"
        fetchPriority="high"
        loading="eager"
      />,
    );
    expect(html).toBe(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/media/images/${id}/480.webp 480w, /media/images/${id}/960.avif 960w, /media/images/${id}/1600.avif 1600w" imageSizes="${sizes}"/>` +
        `<picture class="contents"><source type="image/avif" srcSet="/media/images/${id}/480.webp 480w, /media/images/${id}/960.avif 960w, /media/images/${id}/1600.avif 1600w" sizes="${sizes}"/>` +
        `<img src="/media/images/${id}/480.webp" srcSet="/media/images/${id}/480.webp 480w, /media/images/${id}/960.webp 960w, /media/images/${id}/1600.webp 1600w" sizes="${sizes}" alt="A flat" fetchPriority="high" loading="eager"/></picture>`,
    );
  });

  it("the largest paint's photo keeps a preload from the head: an AVIF one, which browsers without AVIF skip", () => {
    const image = { id, width: 1600, height: 1200, widths: [480, 960], avifWidths: [480, 960] };
    const html = renderToStaticMarkup(
      <Photo image={image} preferredWidth={480} sizes={sizes} alt="" fetchPriority="high" loading="eager" />,
    );
    expect(html.startsWith('<link rel="preload" as="image"')).toBe(true);
    expect(html).toContain('type="image/avif"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain(`imageSrcSet="/media/images/${id}/480.avif 480w, /media/images/${id}/960.avif 960w"`);
    expect(html).toContain(`imageSizes="${sizes}"`);
    // Lazy photos get no preload.
    const lazy = renderToStaticMarkup(<Photo image={image} preferredWidth={480} sizes={sizes} alt="" loading="lazy" />);
    expect(lazy.startsWith("<picture")).toBe(true);
  });

  it("a fixed-size thumbnail offers its one AVIF file only when that width has one", () => {
    /** A 480 px thumbnail of a photo whose AVIF files come in these widths. */
    const thumbnail = (avifWidths: number[]) =>
      renderToStaticMarkup(
        <Photo
          image={{ id, width: 1600, height: 1200, widths: [480, 960], avifWidths }}
          preferredWidth={480}
          alt=""
          loading="lazy"
        />,
      );
    const withAvif = thumbnail([480]);
    expect(withAvif).toBe(
      `<picture class="contents"><source type="image/avif" srcSet="/media/images/${id}/480.avif"/><img src="/media/images/${id}/480.webp" alt="" loading="lazy"/></picture>`,
    );
    const without = thumbnail([960]);
    expect(without).toBe(`<img src="/media/images/${id}/480.webp" alt="" loading="lazy"/>`);
  });
});
