#!/bin/bash
# Starts the node the way opensearchproject/opensearch's entrypoint does: every environment variable
# named like a setting (lower case with a dot: discovery.type, cluster.name, node.name,
# discovery.seed_hosts, ...) becomes one, and OPENSEARCH_JAVA_OPTS adds JVM options (the heap).
# DISABLE_SECURITY_PLUGIN and DISABLE_INSTALL_DEMO_CONFIG are accepted and change nothing: this node
# has no security plugin. The JVM options are deploy/local/infra.sh's (the distribution's own).
set -euo pipefail
home=/usr/share/opensearch
settings=("path.home=$home" "path.data=$home/data" network.host=0.0.0.0 http.port=9200 transport.port=9300
  cluster.name=docker-cluster "node.name=${HOSTNAME:-opensearch}")
while IFS= read -r -d '' entry; do
  name=${entry%%=*}
  [[ "$name" =~ ^[a-z0-9_]+(\.[a-z0-9_]+)+$ ]] && settings+=("$entry")
done < <(env -0)
# shellcheck disable=SC2086 # OPENSEARCH_JAVA_OPTS is a list of options
exec java ${OPENSEARCH_JAVA_OPTS:-} -XX:+UseG1GC -XX:G1ReservePercent=25 -XX:InitiatingHeapOccupancyPercent=30 \
  -XX:+ExitOnOutOfMemoryError -XX:-OmitStackTraceInFastThrow -Xss1m -Djava.awt.headless=true -Dfile.encoding=UTF-8 \
  -Djna.nosys=true -Djava.locale.providers=SPI,COMPAT -Dio.netty.noUnsafe=true -Dio.netty.noKeySetOptimization=true \
  -Dio.netty.recycler.maxCapacityPerThread=0 -Dio.netty.allocator.numDirectArenas=0 -Dlog4j.shutdownHookEnabled=false \
  -Dlog4j2.disable.jmx=true "-Dlog4j2.configurationFile=$home/config/log4j2.properties" "-Djava.io.tmpdir=$home/tmp" \
  -cp "$home/lib/*:$home/launcher" hm.opensearch.Launcher "${settings[@]}"
