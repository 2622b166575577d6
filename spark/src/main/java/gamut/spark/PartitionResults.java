package gamut.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkContext;
import org.apache.spark.rdd.RDD;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.AbstractFunction0;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;
import scala.util.Try;

/**
 * A job's rows, partition by partition as each ends, for the driver's calling thread: collect()
 * would give them only once every partition is over, so a driver stopped before that would keep
 * none. Spark's {@code submitJob} calls its result handler on the scheduler's thread as each
 * partition's result comes back; the handler only queues the rows, which {@link #next} hands on.
 */
final class PartitionResults {
    private final BlockingQueue<List<List<String>>> ended = new LinkedBlockingQueue<>();
    private final SimpleFutureAction<BoxedUnit> job;
    private final int partitions;
    private int received;

    /** Starts the job over every partition of {@code rows}. */
    PartitionResults(SparkContext spark, RDD<List<String>> rows, int partitions) {
        this.partitions = partitions;
        List<Object> all = IntStream.range(0, partitions).boxed().map(i -> (Object) i).toList();
        this.job = spark.submitJob(rows, new Gather(), CollectionConverters.asScala(all).toSeq(), new Queue(ended),
                new Nothing());
    }

    /**
     * The rows of the next partition to end, waiting for it; null once every partition has been
     * handed on. When the job failed, the partitions that ended before are handed on first, then
     * the failure is thrown.
     */
    List<List<String>> next() throws Exception {
        while (received < partitions) {
            boolean over = job.isCompleted(); // before the poll: a partition's rows are queued before the job is over
            List<List<String>> rows = ended.poll(over ? 0 : 100, TimeUnit.MILLISECONDS);
            if (rows != null) {
                received++;
                return rows;
            }
            if (over) {
                Try<BoxedUnit> outcome = job.value().get();
                if (outcome.isFailure()) {
                    Throwable failure = outcome.failed().get();
                    throw failure instanceof Exception e ? e : new IllegalStateException(failure);
                }
                throw new IllegalStateException("the job ended with " + received + " of " + partitions + " partitions");
            }
        }
        return null;
    }

    /** Stops the job if it is still running. */
    void cancel() {
        if (!job.isCompleted()) {
            job.cancel();
        }
    }

    /** On an executor: a partition's rows as one list, sent back to the driver. */
    private static final class Gather extends AbstractFunction1<scala.collection.Iterator<List<String>>,
            ArrayList<List<String>>> implements Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public ArrayList<List<String>> apply(scala.collection.Iterator<List<String>> rows) {
            ArrayList<List<String>> all = new ArrayList<>();
            while (rows.hasNext()) {
                all.add(rows.next());
            }
            return all;
        }
    }

    /** On the driver's scheduler thread: a partition's rows, queued for the calling thread. */
    private static final class Queue extends AbstractFunction2<Object, ArrayList<List<String>>, BoxedUnit> {
        private final BlockingQueue<List<List<String>>> ended;

        Queue(BlockingQueue<List<List<String>>> ended) {
            this.ended = ended;
        }

        @Override
        public BoxedUnit apply(Object partition, ArrayList<List<String>> rows) {
            ended.add(rows);
            return BoxedUnit.UNIT;
        }
    }

    /** The job's result once every partition is handed on: nothing more. */
    private static final class Nothing extends AbstractFunction0<BoxedUnit> {
        @Override
        public BoxedUnit apply() {
            return BoxedUnit.UNIT;
        }
    }
}
