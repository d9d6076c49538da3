#!/bin/bash
# Runs a command and then prints its wall time and the CPU-seconds the whole machine was busy meanwhile
# (from /proc/stat: user, nice, system, irq, softirq, steal). The gate is CPU-bound on 2 cores, and Chromium's
# processes are not all children a shell's `time` waits for, so this is the figure to compare gates by.
# Usage: bash scripts/cpu-seconds.sh npm test
busy() { read -r _ user nice system _ _ irq softirq steal _ < /proc/stat; echo $((user + nice + system + irq + softirq + steal)) "$steal"; }
ticks=$(getconf CLK_TCK)
read -r b0 s0 <<< "$(busy)"; t0=$(date +%s.%N)
"$@"; code=$?
read -r b1 s1 <<< "$(busy)"; t1=$(date +%s.%N)
# Steal (time the host gave the machine's cores to others) says how quiet the machine was.
awk -v t0="$t0" -v t1="$t1" -v c="$(( b1 - b0 ))" -v s="$(( s1 - s0 ))" -v t="$ticks" \
  'BEGIN { printf "cpu-seconds: %.1f s wall, %.1f CPU-seconds busy (machine-wide), of which %.1f stolen by the host\n", t1 - t0, c / t, s / t }'
exit $code
