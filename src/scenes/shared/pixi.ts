/*
 * What the site takes from PixiJS, module by module. vite.config.ts sends every
 * `import … from 'pixi.js'` (the scenes' and @pixi/react's) here rather than to Pixi's main
 * entry, whose side effects register its asset and spritesheet loaders and a browser environment
 * that, on every renderer's start-up, fetches accessibility, DOM-overlay and filter systems and
 * the spritesheet parser again: 25 KB of gzip a scene never uses. Types still come from
 * 'pixi.js' itself. A name missing here fails the build.
 */
// Texture sources (texts are drawn through canvas sources): what 'pixi.js/lib/rendering/init'
// registers, without the video source (and its alpha-mode probe) and the masks (their effects
// and MaskEffectManager), which no scene draws or sets.
import 'pixi.js/lib/rendering/renderers/shared/texture/utils/textureFrom';
import { extensions as pixiExtensions } from 'pixi.js/lib/extensions/Extensions';
import { BufferImageSource } from 'pixi.js/lib/rendering/renderers/shared/texture/sources/BufferImageSource';
import { CanvasSource } from 'pixi.js/lib/rendering/renderers/shared/texture/sources/CanvasSource';
import { ImageSource } from 'pixi.js/lib/rendering/renderers/shared/texture/sources/ImageSource';
// Pointer events on the stage and its objects (the drags and taps).
import 'pixi.js/lib/events/init';

pixiExtensions.add(ImageSource, CanvasSource, BufferImageSource);

export { Application } from 'pixi.js/lib/app/Application';
export { extensions, ExtensionType } from 'pixi.js/lib/extensions/Extensions';
export { Filter } from 'pixi.js/lib/filters/Filter';
export { AbstractRenderer } from 'pixi.js/lib/rendering/renderers/shared/system/AbstractRenderer';
export { UboSystem } from 'pixi.js/lib/rendering/renderers/shared/shader/UboSystem';
export { Rectangle } from 'pixi.js/lib/maths/shapes/Rectangle';
export { RendererType } from 'pixi.js/lib/rendering/renderers/types';
export { Container } from 'pixi.js/lib/scene/container/Container';
export { Graphics } from 'pixi.js/lib/scene/graphics/shared/Graphics';
export { GraphicsContext } from 'pixi.js/lib/scene/graphics/shared/GraphicsContext';
export { GraphicsPath } from 'pixi.js/lib/scene/graphics/shared/path/GraphicsPath';
export { CanvasTextMetrics } from 'pixi.js/lib/scene/text/canvas/CanvasTextMetrics';
export { Text } from 'pixi.js/lib/scene/text/Text';
export { TextStyle } from 'pixi.js/lib/scene/text/TextStyle';
// A plant machine's photos (scenes/machine/MachineScene.tsx): a texture from an ImageBitmap, filling a rectangle.
export { Texture } from 'pixi.js/lib/rendering/renderers/shared/texture/Texture';
export { TexturePool } from 'pixi.js/lib/rendering/renderers/shared/texture/TexturePool';
