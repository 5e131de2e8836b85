package org.katro.files;

/**
 * What files read from a folder a curator or translator fills may hold all together: so many files
 * and bytes. Each part (a language's folder, a lesson's files) is measured from its folder's listing
 * and its files' attributes before any of it is read, and is taken whole or not at all, so that
 * whatever the folder holds, a start reads no more than the allowance. One serves one thread.
 */
public final class Allowance {
    private final int files;
    private final long bytes;
    private int filesTaken;
    private long bytesTaken;

    public Allowance(int files, long bytes) {
        this.files = files;
        this.bytes = bytes;
    }

    /** Takes {@code count} files of {@code size} bytes in all if they fit in what is left; else takes nothing and says so. */
    public boolean take(long count, long size) {
        if (filesTaken + count > files || bytesTaken + size > bytes) {
            return false;
        }
        filesTaken += (int) count;
        bytesTaken += size;
        return true;
    }

    /** The most files in all. */
    public int files() {
        return files;
    }

    /** The most bytes in all. */
    public long bytes() {
        return bytes;
    }
}
