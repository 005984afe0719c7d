#!/bin/bash
# java with the Kafka jars on the classpath (the subset of the distribution's script we need).
exec java ${KAFKA_HEAP_OPTS:--Xms128m -Xmx512m} -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError \
  -Djava.awt.headless=true ${KAFKA_LOG4J_OPTS:--Dlog4j.configuration=file:/opt/kafka/config/tools-log4j.properties} \
  ${KAFKA_OPTS:-} -cp '/opt/kafka/libs/*' "$@"
