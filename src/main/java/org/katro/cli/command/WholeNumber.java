package org.katro.cli.command;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Whole numbers in plain decimal digits only (picocli's own converter would also read {@code 010} as
 * octal 8 and {@code 0x10} as 16). The message is completed with the option's name and the value.
 */
public final class WholeNumber implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("must be a whole number");
        }
    }

    /** {@code value}, refused when outside {@code min} to {@code max}: a number the command cannot honour. */
    public static long within(String option, long value, long min, long max) throws CliException {
        if (value < min || value > max) {
            throw new CliException(option + " must be from " + min + " to " + max);
        }
        return value;
    }
}
