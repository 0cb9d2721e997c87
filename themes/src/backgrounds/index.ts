import { type FiresideParams, paintFireside } from "./fireside.js";
import { type ForestParams, paintForest } from "./forest.js";
import { type LinenClothParams, paintLinenCloth } from "./linen-cloth.js";
import { type NightSkyParams, paintNightSky } from "./night-sky.js";
import { type OldMapParams, paintOldMap } from "./old-map.js";
import { paintRainyWindow, type RainyWindowParams } from "./rainy-window.js";
import type { SceneContext } from "./scene.js";
import { paintSeaside, type SeasideParams } from "./seaside.js";
import { paintWalnutDesk, type WalnutDeskParams } from "./walnut-desk.js";

export type SceneParams =
  | WalnutDeskParams
  | RainyWindowParams
  | FiresideParams
  | NightSkyParams
  | ForestParams
  | SeasideParams
  | OldMapParams
  | LinenClothParams;

/** Paints the scene a book theme names onto the context's canvas. */
export async function paintScene(context: SceneContext, params: SceneParams): Promise<void> {
  switch (params.scene) {
    case "walnut-desk":
      return paintWalnutDesk(context, params);
    case "rainy-window":
      return paintRainyWindow(context, params);
    case "fireside":
      return paintFireside(context, params);
    case "night-sky":
      return paintNightSky(context, params);
    case "forest":
      return paintForest(context, params);
    case "seaside":
      return paintSeaside(context, params);
    case "old-map":
      return paintOldMap(context, params);
    case "linen-cloth":
      return paintLinenCloth(context, params);
  }
}

export { BACKGROUND_HEIGHT, BACKGROUND_WIDTH } from "./scene.js";
