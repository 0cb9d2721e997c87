;; The box shrink's inner loops (see box-shrink.ts, which lays out the memory and calls
;; them). box-shrink.wasm is this file compiled: `npm run build:wasm -w converter` writes
;; it, and a test checks that the two agree.
;;
;; Memory, laid out by the caller:
;;   [src, src + height × rowBytes + 16)  the image, rows of width × channels bytes, then 16
;;                                        spare bytes that the last row's last load may read
;;   [sums, sums + 2 × rowBytes + 32)     one 16-bit sum per byte column of a block's rows
;;   [dst, ...)                           the shrunk image
(module
  (memory (export "memory") 1)

  ;; Writes the mean of every factor × factor block of the image to dst, rounded half up
  ;; (as Math.round), averaging only the pixels there are along the right and bottom edges.
  ;; Each channel is averaged on its own. factor must be 1 to 255: a 16-bit lane then holds
  ;; the sum of a block's column (255 × 255) without overflowing.
  (func (export "shrink")
    (param $src i32) (param $width i32) (param $height i32) (param $channels i32)
    (param $factor i32) (param $sums i32) (param $dst i32)
    (local $rowBytes i32) (local $top i32) (local $rows i32)
    (local $column i32) (local $at i32) (local $left i32) (local $right i32)
    (local $area i32) (local $channel i32) (local $x i32) (local $sum i32) (local $out i32)
    (local.set $rowBytes (i32.mul (local.get $width) (local.get $channels)))
    (local.set $out (local.get $dst))
    (local.set $top (i32.const 0))
    (block $lastBlockRow (loop $eachBlockRow
      (br_if $lastBlockRow (i32.ge_u (local.get $top) (local.get $height)))
      ;; The last row of blocks may be shorter.
      (local.set $rows (i32.sub (local.get $height) (local.get $top)))
      (if (i32.gt_u (local.get $rows) (local.get $factor))
        (then (local.set $rows (local.get $factor))))
      (local.set $column (i32.const 0))
      (block $lastColumns (loop $eachColumns
        (br_if $lastColumns (i32.ge_u (local.get $column) (local.get $rowBytes)))
        (local.set $at
          (i32.add (local.get $src)
            (i32.add (i32.mul (local.get $top) (local.get $rowBytes)) (local.get $column))))
        (call $sumColumns (local.get $at) (local.get $rowBytes) (local.get $rows)
          (i32.add (local.get $sums) (i32.shl (local.get $column) (i32.const 1))))
        (local.set $column (i32.add (local.get $column) (i32.const 16)))
        (br $eachColumns)))
      (local.set $left (i32.const 0))
      (block $lastBlock (loop $eachBlock
        (br_if $lastBlock (i32.ge_u (local.get $left) (local.get $width)))
        (local.set $right (i32.add (local.get $left) (local.get $factor)))
        (if (i32.gt_u (local.get $right) (local.get $width))
          (then (local.set $right (local.get $width))))
        (local.set $area (i32.mul (local.get $rows) (i32.sub (local.get $right) (local.get $left))))
        (local.set $channel (i32.const 0))
        (loop $eachChannel
          (local.set $sum (i32.const 0))
          (local.set $x (local.get $left))
          (loop $eachPixel
            (local.set $sum
              (i32.add (local.get $sum)
                (i32.load16_u
                  (i32.add (local.get $sums)
                    (i32.shl
                      (i32.add (i32.mul (local.get $x) (local.get $channels)) (local.get $channel))
                      (i32.const 1))))))
            (local.set $x (i32.add (local.get $x) (i32.const 1)))
            (br_if $eachPixel (i32.lt_u (local.get $x) (local.get $right))))
          ;; Math.round(sum / area) in whole numbers: floor((2 sum + area) / (2 area)).
          (i32.store8 (local.get $out)
            (i32.div_u (i32.add (i32.shl (local.get $sum) (i32.const 1)) (local.get $area))
                       (i32.shl (local.get $area) (i32.const 1))))
          (local.set $out (i32.add (local.get $out) (i32.const 1)))
          (local.set $channel (i32.add (local.get $channel) (i32.const 1)))
          (br_if $eachChannel (i32.lt_u (local.get $channel) (local.get $channels))))
        (local.set $left (i32.add (local.get $left) (local.get $factor)))
        (br $eachBlock)))
      (local.set $top (i32.add (local.get $top) (local.get $factor)))
      (br $eachBlockRow))))

  ;; Sums 16 byte columns down `rows` rows starting at `at`, into 16 lanes of 16 bits at
  ;; `into`: one load, two widenings and two additions a row, where JavaScript would take
  ;; sixteen of each.
  (func $sumColumns (param $at i32) (param $rowBytes i32) (param $rows i32) (param $into i32)
    (local $low v128) (local $high v128) (local $bytes v128)
    (loop $eachRow
      (local.set $bytes (v128.load (local.get $at)))
      (local.set $low (i16x8.add (local.get $low) (i16x8.extend_low_i8x16_u (local.get $bytes))))
      (local.set $high (i16x8.add (local.get $high) (i16x8.extend_high_i8x16_u (local.get $bytes))))
      (local.set $at (i32.add (local.get $at) (local.get $rowBytes)))
      (local.set $rows (i32.sub (local.get $rows) (i32.const 1)))
      (br_if $eachRow (local.get $rows)))
    (v128.store (local.get $into) (local.get $low))
    (v128.store offset=16 (local.get $into) (local.get $high))))
