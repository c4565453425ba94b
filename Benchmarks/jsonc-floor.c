/* The floor tokenc's parse stage is compared with: json-c alone parsing the same files, single-threaded.
 * Usage: jsonc-floor FILE...   Prints the total bytes and the wall time of reading + parsing + freeing. */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    double start = now();
    long total = 0;
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) { perror(argv[i]); return 2; }
        fseek(f, 0, SEEK_END);
        long n = ftell(f);
        fseek(f, 0, SEEK_SET);
        char *buf = malloc(n + 1);
        if (fread(buf, 1, n, f) != (size_t)n) { perror(argv[i]); return 2; }
        fclose(f);
        json_tokener *tok = json_tokener_new_ex(512);
        json_object *obj = json_tokener_parse_ex(tok, buf, (int)n);
        if (!obj) { fprintf(stderr, "%s: %s\n", argv[i], json_tokener_error_desc(json_tokener_get_error(tok))); return 1; }
        json_object_put(obj);
        json_tokener_free(tok);
        free(buf);
        total += n;
    }
    printf("%ld bytes in %d files, %.3f s\n", total, argc - 1, now() - start);
    return 0;
}
