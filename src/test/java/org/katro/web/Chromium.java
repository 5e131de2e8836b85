package org.katro.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Tag;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Debian's headless Chromium, driven over the DevTools protocol through the JDK's own WebSocket
 * client: no driver binary whose version must match the browser's, and no extra library. It is
 * started with no network of its own (no background, update or sync traffic) and a fresh profile.
 */
@Tag("browser")
@Tag("process")
final class Chromium implements AutoCloseable {
    static final Path BINARY = Path.of(System.getProperty("katro.chromium", "/usr/bin/chromium"));
    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final Path profile;
    private final WebSocket page;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> waiting = new ConcurrentHashMap<>();

    Chromium(int width, int height) throws IOException, InterruptedException {
        if (!Files.isExecutable(BINARY)) {
            throw new IllegalStateException("no Chromium at " + BINARY + ": the web player's tests need Debian's "
                    + "chromium package (apt-get install -y chromium), or -Dkatro.chromium=PATH");
        }
        profile = Files.createTempDirectory("katro-chromium-");
        process = new ProcessBuilder(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync",
                "--disable-extensions", "--user-data-dir=" + profile, "--remote-debugging-port=0",
                "--window-size=" + width + "," + height, "about:blank").redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        String browser = null;
        for (String line; (line = err.readLine()) != null; ) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                browser = m.group(1);
                break;
            }
        }
        if (browser == null) {
            throw new IllegalStateException("Chromium did not start (exit " + process.waitFor() + ")");
        }
        // the rest of its complaints (no D-Bus here) must not fill the pipe and stall it
        Thread drain = new Thread(() -> err.lines().forEach(l -> { }), "chromium-stderr");
        drain.setDaemon(true);
        drain.start();
        URI list = URI.create(browser.replaceFirst("^ws://([^/]+)/.*", "http://$1/json/list"));
        HttpClient http = HttpClient.newHttpClient();
        JsonNode targets = JSON.readTree(http.send(HttpRequest.newBuilder(list).build(),
                HttpResponse.BodyHandlers.ofString()).body());
        String pageUrl = null;
        for (JsonNode t : targets) {
            if (t.path("type").asText().equals("page")) {
                pageUrl = t.path("webSocketDebuggerUrl").asText();
            }
        }
        if (pageUrl == null) {
            throw new IllegalStateException("Chromium has no page to drive: " + targets);
        }
        page = http.newWebSocketBuilder().buildAsync(URI.create(pageUrl), new Listener()).join();
    }

    /** Sends one DevTools command and waits for its answer (a hang guard of a minute, not a timing check). */
    JsonNode send(String method, Map<String, ?> params) {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        waiting.put(id, answer);
        ObjectNode message = JSON.createObjectNode();
        message.put("id", id);
        message.put("method", method);
        message.set("params", JSON.valueToTree(params));
        page.sendText(message.toString(), true).join();
        try {
            JsonNode reply = answer.get(60, TimeUnit.SECONDS);
            if (reply.has("error")) {
                throw new IllegalStateException(method + ": " + reply.get("error"));
            }
            return reply.path("result");
        } catch (Exception e) {
            throw new IllegalStateException(method + " got no answer", e);
        }
    }

    /** The value of a JavaScript expression (JSON-like values come back as they are). */
    JsonNode eval(String expression) {
        JsonNode result = send("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true,
                "awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException(expression + ": " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /** Opens {@code url} and waits until the page has loaded. */
    void open(String url) {
        send("Page.navigate", Map.of("url", url));
        // at once if it has loaded, else on its load event
        eval("document.readyState === 'complete' || new Promise(r => addEventListener('load', () => r(true)))");
    }

    /** One key pressed and released, with Shift if asked. */
    void key(String key, int code, boolean shift) {
        for (String type : new String[] {"rawKeyDown", "keyUp"}) {
            send("Input.dispatchKeyEvent", Map.of("type", type, "key", key, "code", key,
                    "windowsVirtualKeyCode", code, "modifiers", shift ? 8 : 0));
        }
    }

    /** A finger's tap on the middle of the element with {@code id}, as a touch screen sends it. */
    void tap(String id) {
        // a finger can only reach what is on screen
        JsonNode box = eval("(() => { const e = document.getElementById('" + id + "');"
                + " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
                + " return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()");
        Map<String, Object> point = Map.of("x", box.get("x").asDouble(), "y", box.get("y").asDouble());
        send("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", java.util.List.of(point)));
        send("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", java.util.List.of()));
    }

    /** A swipe across the board from {@code fromX} to {@code toX} (page coordinates) at height {@code y}. */
    void swipe(double fromX, double toX, double y) {
        send("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", java.util.List.of(Map.of("x", fromX, "y", y))));
        send("Input.dispatchTouchEvent", Map.of("type", "touchMove", "touchPoints", java.util.List.of(Map.of("x", toX, "y", y))));
        send("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", java.util.List.of()));
    }

    @Override
    public void close() throws IOException {
        page.abort();
        // Chromium's helper processes (renderer, zygote, crash handler) write into the profile too, and may
        // outlive the browser's own process by a moment: each is stopped and waited for before the profile goes
        List<ProcessHandle> all = new ArrayList<>(process.descendants().toList());
        all.add(process.toHandle());
        all.forEach(ProcessHandle::destroy);
        for (ProcessHandle p : all) {
            try {
                p.onExit().get(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                p.destroyForcibly();
            }
        }
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    JsonNode message = JSON.readTree(partial.toString());
                    if (message.has("id")) {
                        CompletableFuture<JsonNode> f = waiting.remove(message.get("id").asInt());
                        if (f != null) {
                            f.complete(message);
                        }
                    }
                } catch (IOException e) {
                    waiting.values().forEach(f -> f.completeExceptionally(e));
                }
                partial.setLength(0);
            }
            socket.request(1);
            return null;
        }
    }
}
