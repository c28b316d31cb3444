/* A driver for `tenace bench --vs`: reads PBN deals ("N:AKQ.xx.. ..." one a line, from the file named
 * first or standard input) and prints each deal's 20 double-dummy results computed by DDS (libdds,
 * Haglund & Hein), one line a deal: declarers N E S W, each in strains NT S H D C (tricks for
 * declarer's side), in one thread. Only DDS's public API is used. Build (see the solver README):
 *   cc -O2 -o dds-tables ddsTables.c -ldds */
#include <stdio.h>
#include <string.h>
#include <dds/dll.h>

int main(int argc, char **argv) {
  FILE *in = argc > 1 ? fopen(argv[1], "r") : stdin;
  if (in == NULL) { fprintf(stderr, "cannot open %s\n", argv[1]); return 2; }
  SetMaxThreads(1);
  char line[256];
  static const int strainOrder[5] = {4, 0, 1, 2, 3}; /* DDS strains: S H D C NT */
  while (fgets(line, sizeof line, in) != NULL) {
    line[strcspn(line, "\r\n")] = 0;
    if (line[0] == 0) continue;
    struct ddTableDealPBN deal;
    struct ddTableResults res;
    strncpy(deal.cards, line, sizeof deal.cards - 1);
    deal.cards[sizeof deal.cards - 1] = 0;
    int rc = CalcDDtablePBN(deal, &res);
    if (rc != RETURN_NO_FAULT) { char msg[80]; ErrorMessage(rc, msg); fprintf(stderr, "%s: %s\n", line, msg); return 1; }
    for (int h = 0; h < 4; h++)
      for (int k = 0; k < 5; k++) printf(h + k ? " %d" : "%d", res.resTable[strainOrder[k]][h]);
    printf("\n");
  }
  return 0;
}
