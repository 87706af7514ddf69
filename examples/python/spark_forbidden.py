"""Forbidden maps of a Parquet file of positions, on Spark, with `mapInArrow`.

The same job as dask_forbidden.py. Input: a Parquet file or folder with a column `board` of
S * S-byte values, one board each, [row, col] row-major (byte row * S + col), 0 empty,
1 black, 2 white, for one board side S of 5 to 26, and a column `id` of any type. The side
is said once for the file: `--size`, else the `board` field's metadata (`renju.board_size`)
or fixed-size type, else the first board's length (renju_rules.arrow.parquet_board_size,
on the driver); every board is checked against it. Output: a Parquet folder with `id` (as it came) and `forbidden`, S * S bytes per
board, 0 none, 1 double-three, 2 double-four, 3 overline (renju_rules.KINDS). For PySpark
3.3 or later (tested with 4.x) and Java 17:

    python examples/python/spark_forbidden.py positions.parquet maps --cores 2

`--cores N` runs Spark in local mode on N cores of this machine (bound to 127.0.0.1, no web
UI). Without it the master is the one `spark-submit --master` gives (or `local[*]` when run
with python). Spark's Python workers run this script's own interpreter (`sys.executable`,
so a virtualenv works whether it is activated or not); on a cluster whose nodes keep Python
elsewhere, name theirs with `--worker-python`. Every node needs `renju_rules` installed
(`pip install ./python`, or a wheel from `maturin build --release` in an environment
archive).

When it fits: the positions already live in a Spark lakehouse (Delta, Iceberg, Hive tables)
or the labelling is one step of a larger Spark pipeline. `mapInArrow` hands each task whole
Arrow record batches, so the boards reach `forbidden` as one NumPy array per batch with no
per-row Python; `--batch-size` sets `spark.sql.execution.arrow.maxRecordsPerBatch` (Spark's
default is 10,000).
"""

import argparse
import os
import sys
import time

import pyarrow as pa


def forbidden_batches(batches, rule="renju", size=None):
    """Arrow record batches of (id, board) in, (id, forbidden) out: one `forbidden` call per
    batch, on one thread (Spark runs one task per core); the bytes stay in Arrow buffers.

    `id` goes out as it came, and `forbidden` in the Arrow type `board` came in: so the
    batches hold exactly the types of the schema `output_schema` declares."""
    import renju_rules as rr
    from renju_rules.arrow import boards_from_arrow, maps_to_arrow

    for batch in batches:
        boards = batch.column("board")
        kinds = rr.forbidden(boards_from_arrow(boards, size), rule=rule, threads=1)
        yield pa.RecordBatch.from_arrays(
            [batch.column("id"), maps_to_arrow(kinds, boards.type)], names=["id", "forbidden"]
        )


def output_schema(positions):
    """The Spark schema of the maps of `positions` (a DataFrame with `id` and `board`): `id`
    of the input's own type (an int32 id declared `long` would be read with the wrong
    accessor: "Cannot call the method getLong"), `forbidden` binary like `board`."""
    from pyspark.sql.types import StructField, StructType

    return StructType(
        [positions.schema["id"], StructField("forbidden", positions.schema["board"].dataType)]
    )


def session(cores=None, batch_size=None, worker_python=None):
    """A SparkSession whose Python workers run `worker_python` (default: this interpreter);
    local mode on `cores` cores, on the loopback interface, when `cores` is given."""
    from pyspark.sql import SparkSession

    # PySpark starts its Python workers with the interpreter PYSPARK_PYTHON names as the
    # context is made (else `python3` on the PATH, which need not have pyarrow or renju_rules).
    os.environ["PYSPARK_PYTHON"] = worker_python or sys.executable
    builder = SparkSession.builder.appName("renju-forbidden")
    if cores is not None:
        builder = (
            builder.master(f"local[{cores}]")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.ui.enabled", "false")
            .config("spark.ui.showConsoleProgress", "false")
        )
    if batch_size is not None:
        builder = builder.config("spark.sql.execution.arrow.maxRecordsPerBatch", str(batch_size))
    return builder.getOrCreate()


def run(source, target, cores=None, rule="renju", batch_size=None, size=None, worker_python=None):
    """Reads `source`, writes the maps to `target` (replacing it); returns (boards, seconds
    spent reading, labelling and writing). The board side is `size`, else the one the file
    says (read here, on the driver, with pyarrow)."""
    from renju_rules.arrow import parquet_board_size

    size = size or parquet_board_size(source)
    spark = session(cores, batch_size, worker_python)
    try:
        start = time.perf_counter()
        positions = spark.read.parquet(str(source)).select("id", "board")
        maps = positions.mapInArrow(
            lambda batches: forbidden_batches(batches, rule, size), output_schema(positions)
        )
        maps.write.mode("overwrite").parquet(str(target))
        seconds = time.perf_counter() - start
        count = spark.read.parquet(str(target)).count()
    finally:
        spark.stop()
    return count, seconds


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", help="Parquet file or folder with columns id, board")
    parser.add_argument("target", help="Parquet folder to write (id, forbidden); replaced")
    parser.add_argument("--cores", type=int, help="local mode on this many cores")
    parser.add_argument("--rule", default="renju", help="rule variant (renju_rules.rules())")
    parser.add_argument("--batch-size", type=int, help="boards per Arrow batch (Spark: 10,000)")
    parser.add_argument("--size", type=int, help="board side (default: the file's), checked on every board")
    parser.add_argument("--worker-python", help="the workers' Python (default: this one)")
    args = parser.parse_args(argv)
    count, seconds = run(
        args.source,
        args.target,
        args.cores,
        args.rule,
        args.batch_size,
        args.size,
        args.worker_python,
    )
    print(
        f"boards={count} cores={args.cores or 'default'} seconds={seconds:.3f} "
        f"boards_per_s={count / seconds:.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
