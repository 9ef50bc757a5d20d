#!/bin/bash
# Queues an array job (simulate.sbatch or mutate.sbatch) and its merge, which starts once every
# task has ended. Run from the project's folder: docs/cluster/submit.sh simulate
# Prints the two job ids: the array's, then the merge's.
set -euo pipefail
kind=${1:?usage: submit.sh simulate|mutate}
script="$(dirname "$0")/$kind.sbatch"
array=$(sbatch --parsable "$script")
merge=$(sbatch --parsable --dependency="afterany:${array%%;*}" "$(dirname "$0")/merge.sbatch" "$kind" "$script")
echo "${array%%;*} ${merge%%;*}"
