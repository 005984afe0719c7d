# Sourced by install.sh (and its test): restore_typescript_outputs before `tsc -b`, keep_typescript_outputs after.
# The TypeScript projects' outputs (dist/, with tsc's build info in it) of the last build, kept beside
# the other caches: a clean clone starts from them, and `tsc -b` then checks and emits only what
# changed since (it compares the files' contents with its build info, not their times). Outputs
# whose source is gone are removed first, so the tree is what a build from nothing makes.
build_cache=${HM_CACHE_DIR:-$HOME/.cache/hiring-marketplace}/typescript-outputs
typescript_projects() { node -e 'for (const r of require("./tsconfig.build.json").references) console.log(r.path)'; }
restore_typescript_outputs() {
  local project file rel
  while read -r project; do
    [ ! -e "$project/dist" ] && [ -f "$build_cache/$project/dist/.tsbuildinfo" ] || continue
    cp -a "$build_cache/$project/dist" "$project/dist"
    while IFS= read -r -d '' file; do
      rel=${file#"$project/dist/"}
      rel=${rel%.map}
      rel=${rel%.js}
      rel=${rel%.d.ts}
      [ -f "$project/src/$rel.ts" ] || rm -f "$file"
    done < <(find "$project/dist" -type f ! -name .tsbuildinfo -print0)
    find "$project/dist" -mindepth 1 -type d -empty -delete
  done < <(typescript_projects)
}
keep_typescript_outputs() {
  local project
  while read -r project; do
    [ -f "$project/dist/.tsbuildinfo" ] || continue
    mkdir -p "$build_cache/$project"
    rm -rf "$build_cache/$project/dist.tmp"
    cp -a "$project/dist" "$build_cache/$project/dist.tmp"
    rm -rf "$build_cache/$project/dist" && mv "$build_cache/$project/dist.tmp" "$build_cache/$project/dist"
  done < <(typescript_projects)
}
