// The objects a layout made since its last lookup by handle, kept for that lookup (see
// Layout). In arrays of a fixed length, filled by index, each twice the last up to 4096
// items: one long array's store outgrows what the young generation holds, and pushing
// onto it was a call rather than inlined code.

const firstLength = 16, longest = 4096;

export class Recent {
    constructor() {
        this.full = [];
        this.chunk = new Array(firstLength);
        this.count = 0;   // in chunk
    }

    push(item) {
        if (this.count === this.chunk.length) {
            this.full.push(this.chunk);
            this.chunk = new Array(Math.min(this.chunk.length * 2, longest));
            this.count = 0;
        }
        this.chunk[this.count] = item;
        this.count += 1;
    }

    /** Calls body with each item, then forgets them. */
    drain(body) {
        const full = this.full, chunk = this.chunk, count = this.count;
        this.clear();
        for (const items of full) for (const item of items) body(item);
        for (let index = 0; index < count; index += 1) body(chunk[index]);
    }

    clear() {
        this.full = [];
        this.chunk = new Array(firstLength);
        this.count = 0;
    }
}
