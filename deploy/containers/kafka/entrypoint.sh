#!/bin/bash
# The local Kafka image's entrypoint, configured like the apache/kafka image: every KAFKA_* variable
# becomes a broker property (KAFKA_LOG_DIRS -> log.dirs; `___` -> `-`, `__` -> `_`, `_` -> `.`),
# CLUSTER_ID formats an empty data directory. With HM_KAFKA_PASSWORD the SCRAM-SHA-512 user `hm`
# is created when the storage is formatted (KRaft's way; no healthcheck timer is needed for it).
set -euo pipefail
CONF_DIR=/opt/kafka/config
CONF=$CONF_DIR/server.properties
mkdir -p "$CONF_DIR"
: >"$CONF"
for v in $(compgen -e); do
  case "$v" in
    KAFKA_HEAP_OPTS | KAFKA_OPTS | KAFKA_JVM_PERFORMANCE_OPTS) continue ;;
    KAFKA_*) ;;
    *) continue ;;
  esac
  name=$(printf '%s' "${v#KAFKA_}" | tr 'A-Z' 'a-z' | sed -e 's/___/-/g' -e 's/__/\x01/g' -e 's/_/./g' -e 's/\x01/_/g')
  printf '%s=%s\n' "$name" "${!v}" >>"$CONF"
done
cat >"$CONF_DIR/log4j.properties" <<'LOG'
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka=WARN
log4j.logger.org.apache.kafka=WARN
log4j.logger.kafka.server.KafkaServer=INFO
log4j.logger.kafka.server.BrokerServer=INFO
LOG
export KAFKA_LOG4J_OPTS="-Dlog4j.configuration=file:$CONF_DIR/log4j.properties"
data=$(sed -n 's/^log\.dirs=//p' "$CONF" | cut -d, -f1)
data=${data:-/var/lib/kafka/data}
if [ ! -f "$data/meta.properties" ]; then
  scram=()
  [ -n "${HM_KAFKA_PASSWORD:-}" ] && scram=(--add-scram "SCRAM-SHA-512=[name=hm,password=$HM_KAFKA_PASSWORD]")
  /opt/kafka/bin/kafka-run-class.sh kafka.tools.StorageTool format "--cluster-id=${CLUSTER_ID:?CLUSTER_ID is required}" \
    -c "$CONF" ${scram[@]+"${scram[@]}"}
fi
exec /opt/kafka/bin/kafka-run-class.sh kafka.Kafka "$CONF"
