// Only React (in the app's shell) and types here: a module of Pixi's or the scene's imported from
// this lazily loaded one would leave the scene pages' chunks (scripts/vite-scene-chunks.ts).
import type { Texture } from 'pixi.js';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { PhotoSize } from '../../rules/photoLayout';
import type { Rect } from '../shared/drag';

/** A photo of a plant machine: its id and size in pixels. */
export interface ScenePhoto extends PhotoSize {
  readonly id: string;
}

/** The photos in their slots, their bytes as they are read, and what to call once they are drawn. */
export interface PhotosProps {
  placed: readonly ScenePhoto[];
  /** Each one's slot, in design units (rules/photoLayout.ts, spread as the parts are). */
  slots: readonly Rect[];
  /** A texture of a decoded photo (Pixi's Texture.from, handed in by the scene). */
  toTexture: (bitmap: ImageBitmap) => Texture;
  /** Their bytes, as they are read (a photo not read yet, or that does not decode, is not drawn). */
  loaded: readonly (ScenePhoto & { readonly bytes: Uint8Array })[];
  onDrawn: () => void;
}

/**
 * A plant machine's photos under its parts, each in its slot (rules/photoLayout.ts, spread to
 * design units as the parts are), as rectangles filled with their textures (no sprite code to
 * load). Drawn from their bytes (an ImageBitmap made into a texture:
 * the Content-Security-Policy allows no blob: or data: image), and destroyed with the scene or
 * when the photos change. A photo that does not decode is left out: the parts are drawn anyway.
 */
export default function Photos({ placed, slots, toTexture, loaded, onDrawn }: PhotosProps) {
  const [made, setMade] = useState<{ from: typeof loaded; textures: ReadonlyMap<string, Texture> }>({ from: [], textures: new Map() });
  useEffect(() => {
    let alive = true;
    const owned: { texture: Texture; bitmap: ImageBitmap }[] = [];
    void (async () => {
      const textures = new Map<string, Texture>();
      for (const photo of loaded) {
        try {
          const bitmap = await createImageBitmap(new Blob([photo.bytes as Uint8Array<ArrayBuffer>]));
          if (!alive) {
            bitmap.close();
            return;
          }
          const texture = toTexture(bitmap);
          owned.push({ texture, bitmap });
          textures.set(photo.id, texture);
        } catch {
          // Not a picture this browser decodes: left out.
        }
      }
      if (alive) setMade({ from: loaded, textures });
    })();
    return () => {
      alive = false;
      for (const { texture, bitmap } of owned) {
        texture.destroy(true);
        bitmap.close();
      }
    };
  }, [loaded, toTexture]);
  // Only the textures made from these bytes: those of photos gone are destroyed as they leave.
  const textures = made.from === loaded ? made.textures : null;
  // The scene draws on demand, after its own commits: photos decoded after its first frame (this
  // component's own commit) ask for a frame, or they would show only at the next change.
  useLayoutEffect(() => {
    if (textures) onDrawn();
  }, [textures, onDrawn]);
  if (!textures) return null;
  return (
    <pixiGraphics
      label="photos"
      draw={(g) => {
        g.clear();
        // Each photo fills its slot: a rectangle filled with the texture stretched to its bounds.
        placed.forEach((photo, i) => {
          const texture = textures.get(photo.id);
          const slot = slots[i]!;
          if (texture) g.rect(slot.x, slot.y, slot.width, slot.height).fill({ texture, textureSpace: 'local' });
        });
      }}
    />
  );
}
