/* The 128-bit multiply that LLVM calls for Swift's full-width multiplications (hashing).
   compiler-rt's builtins for wasm32 do not ship with the Swift toolchain, so the module
   carries its own: the low 128 bits of a * b, from 32-bit partial products. */
typedef unsigned long long u64;

__int128 __multi3(__int128 a, __int128 b) {
    unsigned __int128 x = (unsigned __int128)a, y = (unsigned __int128)b;
    u64 a_low = (u64)x, a_high = (u64)(x >> 64), b_low = (u64)y, b_high = (u64)(y >> 64);
    u64 a0 = a_low & 0xffffffffu, a1 = a_low >> 32, b0 = b_low & 0xffffffffu, b1 = b_low >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    u64 low = (middle << 32) | (p00 & 0xffffffffu);
    u64 high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + a_low * b_high + a_high * b_low;
    return (__int128)(((unsigned __int128)high << 64) | low);
}
