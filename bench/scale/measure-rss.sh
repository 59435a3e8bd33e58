#!/bin/bash
# Warms a production server and prints its VmRSS/VmHWM after each step (bench/results/scale-notes.md).
#   bench/scale/measure-rss.sh <next-server pid> [base url, default http://127.0.0.1:3332]
PID=$1; B=${2:-http://127.0.0.1:3332}

mem() { printf "%-40s %s\n" "$1" "$(grep -E 'VmRSS|VmHWM' /proc/$PID/status | awk '{printf "%s=%s MB ", $1, int($2/1024)}')"; }
t() { local out; out=$(curl -s -o /dev/null -w "%{http_code} %{size_download}B %{time_total}s" "$@"); echo "  $out  ${@: -1}"; }
mem "start"
t $B/; mem "home en (index en)"
t $B/fr; mem "home fr (index fr)"
t "$B/?page=2000"; t "$B/fr?page=4167"; t "$B/?q=bakery%20montreal&page=3"; mem "paged/filtered home"
t $B/category/bakery; t $B/fr/category/bakery; t "$B/category/bakery?page=100"; mem "category pages"
t $B/city/montreal; t $B/fr/city/montreal; mem "city pages"
t $B/index.md; t "$B/fr/category/bakery.md?page=3"; mem "twins"
t $B/sitemap.xml; t $B/sitemaps/1.xml; t $B/sitemaps/2000.xml; mem "sitemap index + chunks"
t $B/llms.txt; t $B/fr/llms.txt; t $B/llms/category/bakery.1.txt; mem "llms.txt + category file"
t $B/api/companies.json; mem "companies.json (whole, streamed)"
t --max-time 40 $B/ai-content.txt; t --max-time 40 $B/fr/ai-content.txt; mem "ai-content.txt en+fr (40 s each)"
for i in 1 2 3; do t $B/; t "$B/fr?page=$((i*100))"; t $B/category/bakery; t $B/city/montreal; done; mem "after repeat views"
