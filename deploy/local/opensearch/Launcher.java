package hm.opensearch;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.opensearch.Version;
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.http.HttpServerTransport;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.plugins.Plugin;
import org.opensearch.transport.Netty4Plugin;

/**
 * One OpenSearch node in this JVM, for deploy/local/infra.sh (component {@code opensearch}).
 *
 * <p>Why it exists: Maven Central has OpenSearch's server and modules as jars, but not the program
 * that starts them (bin/opensearch and its bootstrap come only in the distribution archive and the
 * container image, which this project does not download). This is the part of that bootstrap a
 * local node needs: settings from the command line, the two modules on the classpath registered as
 * plugins through Node's protected constructor (the distribution loads them from modules/), start,
 * and a clean close on SIGTERM. infra.sh compiles it at install time against the jars of pom.xml.
 *
 * <p>Arguments are OpenSearch settings, {@code key=value}: {@code path.home} and {@code path.data}
 * are required; typically also {@code cluster.name}, {@code node.name}, {@code http.port},
 * {@code transport.port}. {@code network.host} defaults to 127.0.0.1. With {@code
 * discovery.seed_hosts} or {@code cluster.initial_cluster_manager_nodes} (comma-separated lists)
 * the node joins or forms a cluster of several; without them it is a single-node cluster
 * ({@code discovery.type=single-node}).
 *
 * <p>Prints "[launcher] started ..." once the node is started (infra.sh waits for that line) and
 * "[launcher] stopped" after a clean close; exits 1 when the node does not start, 2 on bad arguments.
 */
public final class Launcher extends Node {
  private static final List<Class<? extends Plugin>> MODULES = List.of(Netty4Plugin.class, CommonAnalysisPlugin.class);
  private static final List<String> LIST_SETTINGS = List.of("discovery.seed_hosts", "cluster.initial_cluster_manager_nodes");
  private static final CountDownLatch STOPPED = new CountDownLatch(1);

  private Launcher(Environment environment) {
    // forbidPrivateIndexSettings: true, as in the distribution.
    super(environment, MODULES, true);
  }

  static Settings parse(String[] args) {
    Settings.Builder builder = Settings.builder().put("network.host", "127.0.0.1");
    boolean multiNode = false;
    for (String arg : args) {
      int eq = arg.indexOf('=');
      if (eq <= 0) throw new IllegalArgumentException("expected key=value, got '" + arg + "'");
      String key = arg.substring(0, eq).trim();
      String value = arg.substring(eq + 1).trim();
      if (LIST_SETTINGS.contains(key)) {
        List<String> items = new ArrayList<>();
        for (String item : value.split(",")) if (!item.isBlank()) items.add(item.trim());
        builder.putList(key, items);
        multiNode = multiNode || !items.isEmpty();
      } else {
        builder.put(key, value);
      }
    }
    for (String required : List.of("path.home", "path.data")) {
      if (builder.get(required) == null) throw new IllegalArgumentException("missing " + required + "=<dir>");
    }
    // single-node forbids the cluster-forming settings; without them there is nothing to discover.
    if (!multiNode && builder.get("discovery.type") == null) builder.put("discovery.type", "single-node");
    return builder.build();
  }

  public static void main(String[] args) throws InterruptedException {
    Settings settings;
    try {
      settings = parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("[launcher] " + e.getMessage() + " (arguments: " + Arrays.toString(args) + ")");
      System.exit(2);
      return;
    }
    final Launcher node;
    try {
      Environment environment = InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), null, () -> "opensearch-local");
      node = new Launcher(environment);
    } catch (Exception e) {
      System.err.println("[launcher] the node could not be created:");
      e.printStackTrace();
      System.exit(1);
      return;
    }
    // SIGTERM and SIGINT run the shutdown hooks: close the node (flushes shards, leaves the cluster).
    Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(node), "launcher-shutdown"));
    try {
      node.start();
    } catch (Exception e) {
      System.err.println("[launcher] the node did not start:");
      e.printStackTrace();
      System.exit(1); // the shutdown hook closes what did start
      return;
    }
    Settings effective = node.settings();
    String http = node.injector().getInstance(HttpServerTransport.class).boundAddress().publishAddress().toString();
    System.out.println(
        "[launcher] started: OpenSearch " + Version.CURRENT + ", node " + Node.NODE_NAME_SETTING.get(effective)
            + " of cluster " + effective.get("cluster.name") + ", http " + http
            + (effective.get("discovery.type") == null ? "" : ", " + effective.get("discovery.type")));
    System.out.flush();
    // OpenSearch's threads are daemons: this one keeps the JVM alive until a signal ends it.
    STOPPED.await();
  }

  private static void stop(Launcher node) {
    try {
      node.close();
      if (!node.awaitClose(20, TimeUnit.SECONDS)) System.out.println("[launcher] the node did not close within 20 s");
      System.out.println("[launcher] stopped");
    } catch (IOException | InterruptedException | RuntimeException e) {
      System.out.println("[launcher] closing the node failed: " + e);
    } finally {
      System.out.flush();
      // log4j's own shutdown hook is off (log4j2.properties), so the node's last lines are written.
      LogManager.shutdown();
      STOPPED.countDown();
    }
  }
}
