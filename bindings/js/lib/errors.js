// Error classes, one per status of the C ABI.

/** A call into the engine failed; `status` is the C status code. */
export class AutoLayoutError extends Error {
    constructor(message, status = 0) {
        super(message);
        this.name = new.target.name;
        this.status = status;
    }
}

/** NaN, infinity, a number out of range, a bad enum or name, a priority outside (0, 1000]. */
export class InvalidArgumentError extends AutoLayoutError {
    constructor(message) { super(message, 1); }
}

/** The object was freed, belongs to another layout, or its layout was freed. */
export class InvalidHandleError extends AutoLayoutError {
    constructor(message) { super(message, 2); }
}

/** Required constraints conflict: `constraints` lists the broken ones; the layout was
    still computed without them. */
export class UnsatisfiableError extends AutoLayoutError {
    constructor(message, constraints = []) {
        super(message, 3);
        this.constraints = constraints;
    }
}

/** The call does not fit the current state, e.g. a parent cycle. */
export class InvalidStateError extends AutoLayoutError {
    constructor(message) { super(message, 4); }
}

export class OutOfMemoryError extends AutoLayoutError {
    constructor(message) { super(message, 5); }
}

export class InternalError extends AutoLayoutError {
    constructor(message) { super(message, 6); }
}

const classes = [null, InvalidArgumentError, InvalidHandleError, UnsatisfiableError,
    InvalidStateError, OutOfMemoryError, InternalError];

/** The error for a failed status, carrying the engine's message. */
export function errorFor(status, message) {
    const type = classes[status];
    return type ? new type(message) : new AutoLayoutError(message, status);
}
