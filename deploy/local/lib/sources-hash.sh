# sources_hash: one hash of every file of the checkout that git would track (committed or not,
# ignored ones left out). install.sh stamps its build with it (node_modules/.build-stamp), and
# deploy/containers/build-images.sh reuses that build only while the stamp still matches.
sources_hash() { git ls-files -co --exclude-standard -z 2>/dev/null | xargs -0 sha1sum 2>/dev/null | sha1sum | cut -c1-40; }
