"""Forbidden maps of a Parquet file of positions, on Spark, with `mapInArrow`.

The same job as dask_forbidden.py (input: columns `id` and `board`, 225 bytes per board,
[row, col] row-major, 0 empty, 1 black, 2 white; output: `id` and `forbidden`, 225 bytes,
0 none, 1 double-three, 2 double-four, 3 overline), written for PySpark >= 3.3:

    spark-submit examples/python/spark_forbidden.py positions.parquet maps.parquet

Every executor needs `renju_rules` installed (`pip install ./python` on each node, or a
wheel built with `maturin build --release` shipped with `--py-files`/an environment archive).
Not run in CI: it needs a JVM and PySpark; the Dask example is the one the tests run.

When it fits: the positions already live in a Spark lakehouse (Delta, Iceberg, Hive tables)
or the labelling is one step of a larger Spark pipeline. `mapInArrow` hands each task whole
Arrow record batches, so the boards reach `forbidden` as one NumPy array per batch with no
per-row Python; raise `spark.sql.execution.arrow.maxRecordsPerBatch` (default 10,000) if
batches are small.
"""

import sys

import pyarrow as pa


def forbidden_batches(batches, rule="renju"):
    """Arrow record batches of (id, board) in, (id, forbidden) out: one `forbidden` call per
    batch, on one thread (Spark runs one task per core); the bytes stay in Arrow buffers."""
    import renju_rules as rr
    from renju_rules.arrow import boards_from_arrow, maps_to_arrow

    for batch in batches:
        kinds = rr.forbidden(boards_from_arrow(batch.column("board")), rule=rule, threads=1)
        yield pa.RecordBatch.from_arrays(
            [batch.column("id"), maps_to_arrow(kinds)], names=["id", "forbidden"]
        )


def main(argv):
    from pyspark.sql import SparkSession

    source, target = argv[1], argv[2]
    spark = SparkSession.builder.appName("renju-forbidden").getOrCreate()
    positions = spark.read.parquet(source).select("id", "board")
    maps = positions.mapInArrow(forbidden_batches, "id long, forbidden binary")
    maps.write.mode("overwrite").parquet(target)
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
