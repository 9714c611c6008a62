;; RGBA (premultiplied, opaque) to planar 4:2:0, BT.709 limited range, in 8-bit fixed point: the same sums as the
;; scalar code in ../yuv.ts, 8 columns by 2 rows at a time with 128-bit SIMD. Written without helper functions:
;; Node 20's V8 does not inline WebAssembly calls, and calls in the loop made it slower than JavaScript.
;; Build: npm run build:wasm (writes rgba-to-yuv.wasm.ts). A test checks that file is this source compiled.
(module
  (import "env" "memory" (memory 1))

  ;; Converts `width` columns (a multiple of 8) of `height` rows (even) of the pixels at `src`, whose rows are
  ;; `stride` pixels apart, into compact planes: Y `width` bytes a row, U and V `width / 2` bytes a row pair.
  (func (export "convert") (param $src i32) (param $stride i32) (param $width i32) (param $height i32) (param $yOut i32) (param $uOut i32) (param $vOut i32)
    (local $row i32) (local $a i32) (local $b i32) (local $end i32) (local $y0 i32) (local $c i32)
    (local $p0 v128) (local $p1 v128) (local $q0 v128) (local $q1 v128)
    ;; Eight pixels' channels as 16-bit lanes, for the upper (r0, g0, b0) and lower (r1, g1, b1) row.
    (local $r0 v128) (local $g0 v128) (local $b0 v128) (local $r1 v128) (local $g1 v128) (local $b1 v128)
    ;; Sums of each 2x2 block's channels, four blocks.
    (local $rs v128) (local $gs v128) (local $bs v128)
    (local $yv v128) (local $u v128) (local $v v128)
    (block $rows_done
      (loop $rows
        (br_if $rows_done (i32.ge_u (local.get $row) (local.get $height)))
        (local.set $a (i32.add (local.get $src) (i32.shl (i32.mul (local.get $row) (local.get $stride)) (i32.const 2))))
        (local.set $b (i32.add (local.get $a) (i32.shl (local.get $stride) (i32.const 2))))
        (local.set $end (i32.add (local.get $a) (i32.shl (local.get $width) (i32.const 2))))
        (local.set $y0 (i32.add (local.get $yOut) (i32.mul (local.get $row) (local.get $width))))
        (block $cols_done
          (loop $cols
            (br_if $cols_done (i32.ge_u (local.get $a) (local.get $end)))
            (local.set $p0 (v128.load (local.get $a)))
            (local.set $p1 (v128.load offset=16 (local.get $a)))
            (local.set $q0 (v128.load (local.get $b)))
            (local.set $q1 (v128.load offset=16 (local.get $b)))
            ;; Little-endian RGBA: byte 4k is pixel k's red, 4k+1 its green, 4k+2 its blue.
            (local.set $r0 (i16x8.extend_low_i8x16_u (i8x16.shuffle 0 4 8 12 16 20 24 28 0 0 0 0 0 0 0 0 (local.get $p0) (local.get $p1))))
            (local.set $g0 (i16x8.extend_low_i8x16_u (i8x16.shuffle 1 5 9 13 17 21 25 29 0 0 0 0 0 0 0 0 (local.get $p0) (local.get $p1))))
            (local.set $b0 (i16x8.extend_low_i8x16_u (i8x16.shuffle 2 6 10 14 18 22 26 30 0 0 0 0 0 0 0 0 (local.get $p0) (local.get $p1))))
            (local.set $r1 (i16x8.extend_low_i8x16_u (i8x16.shuffle 0 4 8 12 16 20 24 28 0 0 0 0 0 0 0 0 (local.get $q0) (local.get $q1))))
            (local.set $g1 (i16x8.extend_low_i8x16_u (i8x16.shuffle 1 5 9 13 17 21 25 29 0 0 0 0 0 0 0 0 (local.get $q0) (local.get $q1))))
            (local.set $b1 (i16x8.extend_low_i8x16_u (i8x16.shuffle 2 6 10 14 18 22 26 30 0 0 0 0 0 0 0 0 (local.get $q0) (local.get $q1))))
            ;; Y = (4224 + 47 r + 157 g + 16 b) >> 8: at most 60324, so it fits an unsigned 16-bit lane.
            (local.set $yv
              (i8x16.narrow_i16x8_u
                (i16x8.shr_u
                  (i16x8.add
                    (i16x8.add
                      (i16x8.add (i16x8.splat (i32.const 4224)) (i16x8.mul (local.get $r0) (i16x8.splat (i32.const 47))))
                      (i16x8.mul (local.get $g0) (i16x8.splat (i32.const 157))))
                    (i16x8.mul (local.get $b0) (i16x8.splat (i32.const 16))))
                  (i32.const 8))
                (i16x8.shr_u
                  (i16x8.add
                    (i16x8.add
                      (i16x8.add (i16x8.splat (i32.const 4224)) (i16x8.mul (local.get $r1) (i16x8.splat (i32.const 47))))
                      (i16x8.mul (local.get $g1) (i16x8.splat (i32.const 157))))
                    (i16x8.mul (local.get $b1) (i16x8.splat (i32.const 16))))
                  (i32.const 8))))
            ;; The upper row's eight Y values, then the lower row's, `width` bytes on.
            (v128.store64_lane 0 (local.get $y0) (local.get $yv))
            (v128.store64_lane 1 (i32.add (local.get $y0) (local.get $width)) (local.get $yv))
            (local.set $rs (i32x4.extadd_pairwise_i16x8_u (i16x8.add (local.get $r0) (local.get $r1))))
            (local.set $gs (i32x4.extadd_pairwise_i16x8_u (i16x8.add (local.get $g0) (local.get $g1))))
            (local.set $bs (i32x4.extadd_pairwise_i16x8_u (i16x8.add (local.get $b0) (local.get $b1))))
            ;; U = (131584 - 26 R - 86 G + 112 B) >> 10 and V = (131584 + 112 R - 102 G - 10 B) >> 10 on block sums.
            (local.set $u
              (i32x4.shr_s
                (i32x4.add
                  (i32x4.add
                    (i32x4.add (i32x4.splat (i32.const 131584)) (i32x4.mul (local.get $rs) (i32x4.splat (i32.const -26))))
                    (i32x4.mul (local.get $gs) (i32x4.splat (i32.const -86))))
                  (i32x4.mul (local.get $bs) (i32x4.splat (i32.const 112))))
                (i32.const 10)))
            (local.set $v
              (i32x4.shr_s
                (i32x4.add
                  (i32x4.add
                    (i32x4.add (i32x4.splat (i32.const 131584)) (i32x4.mul (local.get $rs) (i32x4.splat (i32.const 112))))
                    (i32x4.mul (local.get $gs) (i32x4.splat (i32.const -102))))
                  (i32x4.mul (local.get $bs) (i32x4.splat (i32.const -10))))
                (i32.const 10)))
            (local.set $u (i16x8.narrow_i32x4_u (local.get $u) (local.get $v)))
            (local.set $u (i8x16.narrow_i16x8_u (local.get $u) (local.get $u)))
            (v128.store32_lane 0 (i32.add (local.get $uOut) (local.get $c)) (local.get $u))
            (v128.store32_lane 1 (i32.add (local.get $vOut) (local.get $c)) (local.get $u))
            (local.set $a (i32.add (local.get $a) (i32.const 32)))
            (local.set $b (i32.add (local.get $b) (i32.const 32)))
            (local.set $y0 (i32.add (local.get $y0) (i32.const 8)))
            (local.set $c (i32.add (local.get $c) (i32.const 4)))
            (br $cols)))
        (local.set $row (i32.add (local.get $row) (i32.const 2)))
        (br $rows)))))
