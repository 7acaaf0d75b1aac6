// Type declarations of autolayout-wasm, written by hand (README.md describes the package).

/** The priorities UIKit names; any number in (0, 1000] is a priority. */
export declare const Priority: Readonly<{ REQUIRED: 1000; HIGH: 750; LOW: 250; FITTING: 50 }>;

export interface Rect { x: number; y: number; width: number; height: number }
/** A size with null on an axis that has no metric. */
export interface IntrinsicSize { width: number | null; height: number | null }
export interface AxisPriorities { horizontal: number; vertical: number }
export interface Insets { top?: number; left?: number; bottom?: number; right?: number }
/** Margins and safe-area insets: leading and trailing follow the layout direction. */
export interface DirectionalInsets { top: number; leading: number; bottom: number; trailing: number }
/** The first baseline that far below the top, the last that far above the bottom. */
export interface BaselineOffsets { first: number; last: number }
export type Direction = "ltr" | "rtl";

/** What add/sub and relations take: a number, an anchor, a variable or an expression. */
export type Operand = number | Anchor | Variable | Expression;

/** A loaded engine: `new al.Layout()` makes a layout in it. */
export interface AutoLayout {
    readonly Layout: { new (): Layout };
    /** The engine's version, "MAJOR.MINOR.PATCH". */
    readonly version: string;
}

/** Loads the engine: autolayout.wasm beside the module (fetched once), or `source`. */
export declare function load(source?: string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module): Promise<AutoLayout>;

declare abstract class Arithmetic {
    add(other: Operand): Expression;
    sub(other: Operand): Expression;
    mul(factor: number): Expression;
    div(divisor: number): Expression;
    /** Relations make an inactive, required constraint of the layout. */
    eq(other: Operand): Constraint;
    le(other: Operand): Constraint;
    ge(other: Operand): Constraint;
}

/** sum(coefficient * item.attribute) + constant. */
export declare class Expression extends Arithmetic {
    private constructor();
    readonly constant: number;
}

/** One attribute of a node: node.left, node.width... */
export declare class Anchor extends Arithmetic {
    private constructor();
    readonly node: Node;
}

export declare class Edges {
    private constructor();
    /** inset(all), inset(top, left, bottom, right) or inset({ top, left, bottom, right }). */
    inset(all: number): Edges;
    inset(top: number, left: number, bottom: number, right: number): Edges;
    inset(insets: Insets): Edges;
    /** eq pins all four edges; le keeps this inside other; ge keeps other inside this. */
    eq(other: Edges): ConstraintGroup;
    le(other: Edges): ConstraintGroup;
    ge(other: Edges): ConstraintGroup;
}

export type SizeValue = Size | { width: number; height: number } | [number, number];
export declare class Size {
    private constructor();
    mul(factor: number): Size;
    div(divisor: number): Size;
    eq(other: SizeValue): ConstraintGroup;
    le(other: SizeValue): ConstraintGroup;
    ge(other: SizeValue): ConstraintGroup;
}

export type CenterValue = Center | { x: number; y: number } | [number, number];
export declare class Center {
    private constructor();
    offset(dx: number, dy: number): Center;
    eq(other: CenterValue): ConstraintGroup;
    le(other: CenterValue): ConstraintGroup;
    ge(other: CenterValue): ConstraintGroup;
}

/** A constraint, created inactive and required; changes apply at the next update(). */
export declare class Constraint {
    private constructor();
    readonly layout: Layout;
    /** Sets the priority, in (0, 1000], and returns the constraint. */
    priority(value: number): this;
    priorityValue: number;
    active: boolean;
    constant: number;
    name: string | null;
    /** Frees the constraint; it leaves the layout at the next update. */
    free(): void;
}

/** The constraints a composite (edges, size, center) makes at once. */
export declare class ConstraintGroup implements Iterable<Constraint> {
    private constructor();
    readonly constraints: Constraint[];
    readonly length: number;
    priority(value: number): this;
    active: boolean;
    [Symbol.iterator](): Iterator<Constraint>;
}

export type Activatable = Constraint | ConstraintGroup | Activatable[];
/** With firstBaseline and lastBaseline (offsets, as baselineOffsets; null: none) the
    result also gives the baselines; without them the node keeps its offsets. */
export type MeasureFunction = (node: Node) => {
    width: number | null; height: number | null; firstBaseline?: number | null; lastBaseline?: number | null;
};

export type StackAxis = "horizontal" | "vertical";
export type StackDistribution = "fill" | "fillEqually" | "fillProportionally" | "equalSpacing" | "equalCentering";
/** leading is the top and trailing the bottom in a horizontal stack. */
export type StackAlignment = "fill" | "leading" | "center" | "trailing" | "firstBaseline" | "lastBaseline";
export interface StackOptions {
    axis?: StackAxis;
    distribution?: StackDistribution;
    alignment?: StackAlignment;
    spacing?: number;
    marginsRelative?: boolean;
}

export declare class Node {
    protected constructor();
    readonly layout: Layout;
    readonly name: string | null;
    readonly left: Anchor;
    readonly right: Anchor;
    readonly top: Anchor;
    readonly bottom: Anchor;
    readonly leading: Anchor;
    readonly trailing: Anchor;
    readonly width: Anchor;
    readonly height: Anchor;
    readonly centerX: Anchor;
    readonly centerY: Anchor;
    /** Baselines (from baselineOffsets; the bottom edge without them). */
    readonly firstBaseline: Anchor;
    readonly lastBaseline: Anchor;
    /** The edges and centres of the node's margins. */
    readonly leftMargin: Anchor;
    readonly rightMargin: Anchor;
    readonly topMargin: Anchor;
    readonly bottomMargin: Anchor;
    readonly leadingMargin: Anchor;
    readonly trailingMargin: Anchor;
    readonly centerXWithinMargins: Anchor;
    readonly centerYWithinMargins: Anchor;
    readonly edges: Edges;
    readonly size: Size;
    readonly center: Center;
    /** Guides, nodes the engine keeps in place: the node inset by its margins; by the
        safe-area insets of it and its ancestors; centred within the margins, at most
        readableWidth wide. */
    readonly marginsGuide: Node;
    readonly safeArea: Node;
    readonly readable: Node;
    /** Default 8 on every side. */
    margins: DirectionalInsets;
    /** Set by the host (a notch, a status bar); default 0. */
    safeAreaInsets: DirectionalInsets;
    /** null (the default): both baselines are the bottom edge. */
    baselineOffsets: BaselineOffsets | null;
    /** The readable content guide's largest width (default 672). */
    readableWidth: number;
    /** A hidden node takes no room in its stack. */
    hidden: boolean;
    /** The frame of the last update, relative to the parent. */
    readonly frame: Rect;
    /** The frame of the last update in the roots' space. */
    readonly absoluteFrame: Rect;
    parent: Node | null;
    /** null clears both axes. */
    get intrinsicSize(): IntrinsicSize;
    set intrinsicSize(size: IntrinsicSize | null);
    /** Content hugging, default 250 per axis; setting one axis leaves the other. */
    get hugging(): AxisPriorities;
    set hugging(priorities: Partial<AxisPriorities>);
    /** Compression resistance, default 750 per axis. */
    get compressionResistance(): AxisPriorities;
    set compressionResistance(priorities: Partial<AxisPriorities>);
    /** Supplies the intrinsic size at update time; null removes it. */
    measure: MeasureFunction | null;
    markDirty(): void;
    readonly hasAmbiguousLayout: boolean;
    /** Frees the node, its subtree and every constraint that mentions them. */
    free(): void;
}

/** A stack view (UIStackView): arranges some of its children along its axis, with
    constraints the engine keeps. */
export declare class Stack extends Node {
    /** Arranges node last (moving it if it is arranged here), making it a child. */
    add(node: Node): void;
    /** Arranges node at index (0 ... the count of the others). */
    insert(node: Node, index: number): void;
    /** Stops arranging node; it stays a child of the stack. */
    remove(node: Node): void;
    readonly arranged: Node[];
    axis: StackAxis;
    distribution: StackDistribution;
    alignment: StackAlignment;
    spacing: number;
    /** Sets the space after `after` when spacing is given; returns the space after it. */
    customSpacing(after: Node, spacing?: number): number;
    /** Arranges within the stack's margins instead of its edges. */
    marginsRelative: boolean;
}

export declare class Variable extends Arithmetic {
    private constructor();
    readonly layout: Layout;
    readonly name: string | null;
    /** Its value at the last update. */
    readonly value: number;
}

export declare class Layout {
    /** Use `new al.Layout()` of a loaded engine. */
    protected constructor();
    readonly freed: boolean;
    node(name?: string | null, parent?: Node | null): Node;
    stack(name?: string | null, parent?: Node | null, options?: StackOptions): Stack;
    variable(name?: string | null): Variable;
    activate(...constraints: Activatable[]): void;
    deactivate(...constraints: Activatable[]): void;
    /** Solves; throws UnsatisfiableError (with .constraints) after laying out. */
    update(): void;
    direction: Direction;
    scale: number;
    readonly brokenConstraints: Constraint[];
    readonly changedNodes: Node[];
    explain(constraint: Constraint): Constraint[];
    /** The constraint language; throws InvalidArgumentError with line and column. */
    constrain(text: string): Constraint[];
    describe(): string;
    svg(): string;
    /** x, y, width, height per node. */
    frames(nodes: Node[]): Float64Array;
    /** Told during update() when the set of broken constraints changes; null: off (the default). */
    logger: ((message: string) => void) | null;
    /** Releases the layout; anything of it throws InvalidHandleError afterwards. */
    free(): void;
}

export declare class AutoLayoutError extends Error {
    /** The C status code (al_status). */
    readonly status: number;
}
export declare class InvalidArgumentError extends AutoLayoutError {}
export declare class InvalidHandleError extends AutoLayoutError {}
export declare class UnsatisfiableError extends AutoLayoutError {
    /** The broken constraints. */
    readonly constraints: Constraint[];
}
export declare class InvalidStateError extends AutoLayoutError {}
export declare class OutOfMemoryError extends AutoLayoutError {}
export declare class InternalError extends AutoLayoutError {}
