package org.katro.notation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class JsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void nestedObjectsAndArraysReadBackAsWritten() throws Exception {
        String text = "quote \" back \\ line\n tab\t bell\u0007 </script> & \u2028";
        Json j = Json.object().field("text", text).field("n", 42).field("yes", true).field("none", (String) null);
        j.name("list").strings(List.of("a", "b")).name("ints").numbers(new int[] {1, 2, 3});
        j.name("objects").beginArray().beginObject().field("k", 1).end().beginObject().end().end();
        j.name("empty").beginArray().end();
        String json = j.end().toString();

        JsonNode read = MAPPER.readTree(json);
        assertEquals(text, read.get("text").asText());
        assertEquals(42, read.get("n").asInt());
        assertEquals(true, read.get("yes").asBoolean());
        assertEquals(true, read.get("none").isNull());
        assertEquals("[\"a\",\"b\"]", read.get("list").toString());
        assertEquals("[1,2,3]", read.get("ints").toString());
        assertEquals("[{\"k\":1},{}]", read.get("objects").toString());
        assertEquals("[]", read.get("empty").toString());
    }

    @Test
    void noTextCanCloseTheWebPagesScript() {
        String json = Json.string("</script><!-- & \u2028\u2029");
        for (String unsafe : List.of("<", ">", "&", "\u2028", "\u2029")) {
            assertFalse(json.contains(unsafe), unsafe);
        }
    }

    @Test
    void oneLinePerEventWithoutSpaces() {
        assertEquals("{\"a\":\"x\",\"b\":[1,2],\"c\":{\"d\":null}}", Json.object().field("a", "x")
                .name("b").numbers(new int[] {1, 2}).name("c").beginObject().name("d").raw("null").end().end().toString());
    }
}
