;; Compositing premultiplied RGBA in the memory the yuv conversion reads: the renderer keeps the frame here and lays
;; the shot's pictures (read back from Skia once per shot) over it at whole-pixel places, instead of asking Skia to
;; draw and read back every changed region of every frame.
;; Build: npm run build:wasm (writes composite.wasm.ts). A test checks that file is this source compiled.
(module
  (import "env" "memory" (memory 1))

  ;; Copies `width` x `height` pixels from `src` (rows `srcStride` pixels apart) to `dst` (rows `dstStride` apart).
  (func (export "copy") (param $dst i32) (param $dstStride i32) (param $src i32) (param $srcStride i32) (param $width i32) (param $height i32)
    (local $row i32)
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $row) (local.get $height)))
        (memory.copy
          (i32.add (local.get $dst) (i32.shl (i32.mul (local.get $row) (local.get $dstStride)) (i32.const 2)))
          (i32.add (local.get $src) (i32.shl (i32.mul (local.get $row) (local.get $srcStride)) (i32.const 2)))
          (i32.shl (local.get $width) (i32.const 2)))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows))))

  ;; Lays `width` x `height` pixels of `src` over `dst` (source-over, both premultiplied), the source's weight scaled
  ;; by `alpha` out of 256 (a canvas's globalAlpha): out = s' + d * (255 - a') / 255 with s' = s * alpha / 256.
  ;; Four pixels at a time through 128-bit SIMD; transparent groups are skipped and opaque ones copied.
  (func (export "over") (param $dst i32) (param $dstStride i32) (param $src i32) (param $srcStride i32) (param $width i32) (param $height i32) (param $alpha i32)
    (local $row i32) (local $s i32) (local $d i32) (local $end i32) (local $wide i32)
    (local $sv v128) (local $lo v128) (local $hi v128) (local $inv v128) (local $ga v128)
    (local $c i32) (local $sa i32)
    (local.set $ga (i16x8.splat (local.get $alpha)))
    ;; The columns a SIMD step covers; the rest go pixel by pixel.
    (local.set $wide (i32.and (local.get $width) (i32.const -4)))
    (block $rows_done
      (loop $rows
        (br_if $rows_done (i32.ge_u (local.get $row) (local.get $height)))
        (local.set $s (i32.add (local.get $src) (i32.shl (i32.mul (local.get $row) (local.get $srcStride)) (i32.const 2))))
        (local.set $d (i32.add (local.get $dst) (i32.shl (i32.mul (local.get $row) (local.get $dstStride)) (i32.const 2))))
        (local.set $end (i32.add (local.get $s) (i32.shl (local.get $wide) (i32.const 2))))
        (block $cols_done
          (loop $cols
            (br_if $cols_done (i32.ge_u (local.get $s) (local.get $end)))
            (local.set $sv (v128.load (local.get $s)))
            (block $next
              ;; Premultiplied: a transparent pixel is all zeros, and four of them leave the frame as it was.
              (br_if $next (i32.eqz (v128.any_true (local.get $sv))))
              ;; Four opaque pixels at full weight simply replace the frame's.
              (if (i32.and
                    (i32.eq (local.get $alpha) (i32.const 256))
                    (i32.eq
                      (i32.and (i8x16.bitmask (i8x16.eq (local.get $sv) (i8x16.splat (i32.const 255)))) (i32.const 0x8888))
                      (i32.const 0x8888)))
                (then
                  (v128.store (local.get $d) (local.get $sv))
                  (br $next)))
              (local.set $lo (i16x8.extend_low_i8x16_u (local.get $sv)))
              (local.set $hi (i16x8.extend_high_i8x16_u (local.get $sv)))
              (if (i32.ne (local.get $alpha) (i32.const 256))
                (then
                  (local.set $lo (i16x8.shr_u (i16x8.add (i16x8.mul (local.get $lo) (local.get $ga)) (i16x8.splat (i32.const 128))) (i32.const 8)))
                  (local.set $hi (i16x8.shr_u (i16x8.add (i16x8.mul (local.get $hi) (local.get $ga)) (i16x8.splat (i32.const 128))) (i32.const 8)))))
              ;; Low half: pixels 0 and 1, each alpha (16-bit lane 3 and 7) spread over its pixel's four lanes.
              (local.set $inv (i16x8.sub (i16x8.splat (i32.const 255))
                (i8x16.shuffle 6 7 6 7 6 7 6 7 14 15 14 15 14 15 14 15 (local.get $lo) (local.get $lo))))
              (local.set $inv (i16x8.add (i16x8.mul (i16x8.extend_low_i8x16_u (v128.load (local.get $d))) (local.get $inv)) (i16x8.splat (i32.const 128))))
              (local.set $lo (i16x8.add (local.get $lo) (i16x8.shr_u (i16x8.add (local.get $inv) (i16x8.shr_u (local.get $inv) (i32.const 8))) (i32.const 8))))
              ;; High half: pixels 2 and 3.
              (local.set $inv (i16x8.sub (i16x8.splat (i32.const 255))
                (i8x16.shuffle 6 7 6 7 6 7 6 7 14 15 14 15 14 15 14 15 (local.get $hi) (local.get $hi))))
              (local.set $inv (i16x8.add (i16x8.mul (i16x8.extend_high_i8x16_u (v128.load (local.get $d))) (local.get $inv)) (i16x8.splat (i32.const 128))))
              (local.set $hi (i16x8.add (local.get $hi) (i16x8.shr_u (i16x8.add (local.get $inv) (i16x8.shr_u (local.get $inv) (i32.const 8))) (i32.const 8))))
              (v128.store (local.get $d) (i8x16.narrow_i16x8_u (local.get $lo) (local.get $hi))))
            (local.set $s (i32.add (local.get $s) (i32.const 16)))
            (local.set $d (i32.add (local.get $d) (i32.const 16)))
            (br $cols)))
        ;; The last 0-3 pixels of the row, channel by channel with the same sums.
        (local.set $end (i32.add (local.get $src) (i32.shl (i32.add (i32.mul (local.get $row) (local.get $srcStride)) (local.get $width)) (i32.const 2))))
        (block $tail_done
          (loop $tail
            (br_if $tail_done (i32.ge_u (local.get $s) (local.get $end)))
            (local.set $sa (i32.shr_u (i32.add (i32.mul (i32.load8_u offset=3 (local.get $s)) (local.get $alpha)) (i32.const 128)) (i32.const 8)))
            (local.set $c (i32.const 0))
            (loop $channels
              (i32.store8
                (i32.add (local.get $d) (local.get $c))
                (i32.add
                  (i32.shr_u (i32.add (i32.mul (i32.load8_u (i32.add (local.get $s) (local.get $c))) (local.get $alpha)) (i32.const 128)) (i32.const 8))
                  (call $div255 (i32.mul (i32.load8_u (i32.add (local.get $d) (local.get $c))) (i32.sub (i32.const 255) (local.get $sa))))))
              (local.set $c (i32.add (local.get $c) (i32.const 1)))
              (br_if $channels (i32.lt_u (local.get $c) (i32.const 4))))
            (local.set $s (i32.add (local.get $s) (i32.const 4)))
            (local.set $d (i32.add (local.get $d) (i32.const 4)))
            (br $tail)))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows))))

  ;; x / 255 rounded, for x up to 255 * 255: the same sum the SIMD lanes use.
  (func $div255 (param $x i32) (result i32)
    (local.set $x (i32.add (local.get $x) (i32.const 128)))
    (i32.shr_u (i32.add (local.get $x) (i32.shr_u (local.get $x) (i32.const 8))) (i32.const 8))))
