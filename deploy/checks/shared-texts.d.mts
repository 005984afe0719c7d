export interface SharedText {
  text: string;
  workspaces: string[];
  /** `path:line` of each copy. */
  places: string[];
}
export declare const ALLOWED: ReadonlyMap<string, string>;
export declare function sharedTexts(): SharedText[];
