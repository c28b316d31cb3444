/* A driver for timing opening-lead scores against `tenace bench --lead`: reads PBN deals ("N:AKQ.xx..
 * ..." one a line, from the file named first or standard input) and prints, one line a deal, the
 * best score of West's opening leads against no-trump and how many cards DDS scored, computed by DDS
 * (libdds, Haglund & Hein) with SolveBoardPBN (target -1, solutions 3: every card), one thread.
 * Only DDS's public API is used. Build (see the solver README):
 *   cc -O2 -o dds-leads ddsLeads.c -ldds */
#include <stdio.h>
#include <string.h>
#include <dds/dll.h>

int main(int argc, char **argv) {
  FILE *in = argc > 1 ? fopen(argv[1], "r") : stdin;
  if (in == NULL) { fprintf(stderr, "cannot open %s\n", argv[1]); return 2; }
  SetMaxThreads(1);
  char line[256];
  while (fgets(line, sizeof line, in) != NULL) {
    line[strcspn(line, "\r\n")] = 0;
    if (line[0] == 0) continue;
    struct dealPBN deal;
    struct futureTricks fut;
    memset(&deal, 0, sizeof deal);
    deal.trump = 4; /* no-trump */
    deal.first = 3; /* West leads */
    strncpy(deal.remainCards, line, sizeof deal.remainCards - 1);
    int rc = SolveBoardPBN(deal, -1, 3, 1, &fut, 0);
    if (rc != RETURN_NO_FAULT) { char msg[80]; ErrorMessage(rc, msg); fprintf(stderr, "%s: %s\n", line, msg); return 1; }
    printf("%d %d\n", fut.score[0], fut.cards);
  }
  return 0;
}
