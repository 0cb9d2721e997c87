;; The PNG deflater's inner loops (see png-deflate.ts, which lays out the memory, builds
;; the Huffman codes and calls them). png-deflate.wasm is this file compiled: `npm run
;; build:wasm -w converter` writes it, and a test checks that the two agree.
;;
;; Image data is deflated as runs and literals: a byte repeated three times or more after
;; itself becomes one match at distance 1 (a run), any other byte a literal. Each row is
;; preceded by its filter type, 0 (none). That is what zlib's run-length strategy does,
;; without its hash tables, and it keeps nearly all of what deflate finds in a page of
;; text: white runs, and a few dozen greys in between.
;;
;; Memory, laid out by the caller:
;;   [src, src + height × rowBytes)   the image, rows of rowBytes bytes
;;   [syms, ...)                      one 16-bit symbol per literal or run: a byte value
;;                                    (0-255), or 256 + a run's length (3-258)
;;   [counts, counts + 515 × 4)       how often each symbol occurs, zeroed by the caller
;;   [codes, codes + 515 × 8)         each symbol's code bits (written first, least
;;                                    significant bit first) and their count
;;   [out, ...)                       the deflated bits
(module
  (memory (export "memory") 1)

  ;; Cuts the image into symbols (see above), counts them and writes the Adler-32
  ;; checksum of the filtered rows (what zlib's stream ends with) at `checksum`.
  ;; Returns the number of symbols.
  (func (export "tokenize")
    (param $src i32) (param $rowBytes i32) (param $height i32)
    (param $syms i32) (param $counts i32) (param $checksum i32) (result i32)
    (local $row i32) (local $at i32) (local $end i32) (local $out i32)
    (local $value i32) (local $previous i32) (local $run i32) (local $limit i32)
    (local $splat v128) (local $a i64) (local $b i64) (local $n i64)
    (local.set $out (local.get $syms))
    (local.set $a (i64.const 1))
    (local.set $b (i64.const 0))
    (local.set $at (local.get $src))
    (local.set $row (i32.const 0))
    (block $lastRow (loop $eachRow
      (br_if $lastRow (i32.ge_u (local.get $row) (local.get $height)))
      ;; The row's filter type, 0: a literal, adding nothing to `a`.
      (i32.store16 (local.get $out) (i32.const 0))
      (local.set $out (i32.add (local.get $out) (i32.const 2)))
      (call $count (local.get $counts) (i32.const 0))
      (local.set $b (i64.add (local.get $b) (local.get $a)))
      (local.set $end (i32.add (local.get $at) (local.get $rowBytes)))
      ;; No byte before the row's first can start a run (the filter type is not one).
      (local.set $previous (i32.const -1))
      (block $rowDone (loop $eachByte
        (br_if $rowDone (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $value (i32.load8_u (local.get $at)))
        (if (i32.and
              (i32.and (i32.eq (local.get $value) (local.get $previous))
                       (i32.lt_u (i32.add (local.get $at) (i32.const 2)) (local.get $end)))
              (i32.and (i32.eq (i32.load8_u offset=1 (local.get $at)) (local.get $value))
                       (i32.eq (i32.load8_u offset=2 (local.get $at)) (local.get $value))))
          (then
            ;; A run of at most 258 bytes (deflate's longest match), sixteen compared at once.
            (local.set $limit (i32.add (local.get $at) (i32.const 258)))
            (if (i32.gt_u (local.get $limit) (local.get $end))
              (then (local.set $limit (local.get $end))))
            (local.set $run (i32.add (local.get $at) (i32.const 3)))
            (local.set $splat (i8x16.splat (local.get $value)))
            (block $unequal (loop $sixteen
              (br_if $unequal
                (i32.gt_u (i32.add (local.get $run) (i32.const 16)) (local.get $limit)))
              (br_if $unequal
                (i32.eqz (i8x16.all_true
                  (i8x16.eq (v128.load (local.get $run)) (local.get $splat)))))
              (local.set $run (i32.add (local.get $run) (i32.const 16)))
              (br $sixteen)))
            (block $ended (loop $single
              (br_if $ended (i32.ge_u (local.get $run) (local.get $limit)))
              (br_if $ended (i32.ne (i32.load8_u (local.get $run)) (local.get $value)))
              (local.set $run (i32.add (local.get $run) (i32.const 1)))
              (br $single)))
            (local.set $run (i32.sub (local.get $run) (local.get $at)))
            (i32.store16 (local.get $out) (i32.add (i32.const 256) (local.get $run)))
            (call $count (local.get $counts) (i32.add (i32.const 256) (local.get $run)))
            ;; The checksum over n equal bytes v at once: b += n a + v n (n + 1) / 2, a += n v.
            (local.set $n (i64.extend_i32_u (local.get $run)))
            (local.set $b
              (i64.add (local.get $b)
                (i64.add (i64.mul (local.get $n) (local.get $a))
                  (i64.div_u
                    (i64.mul (i64.extend_i32_u (local.get $value))
                      (i64.mul (local.get $n) (i64.add (local.get $n) (i64.const 1))))
                    (i64.const 2)))))
            (local.set $a
              (i64.add (local.get $a) (i64.mul (local.get $n) (i64.extend_i32_u (local.get $value)))))
            (local.set $at (i32.add (local.get $at) (local.get $run))))
          (else
            (i32.store16 (local.get $out) (local.get $value))
            (call $count (local.get $counts) (local.get $value))
            (local.set $a (i64.add (local.get $a) (i64.extend_i32_u (local.get $value))))
            (local.set $b (i64.add (local.get $b) (local.get $a)))
            (local.set $previous (local.get $value))
            (local.set $at (i32.add (local.get $at) (i32.const 1)))))
        (local.set $out (i32.add (local.get $out) (i32.const 2)))
        (br $eachByte)))
      ;; A row adds at most 255 × rowBytes to `a` and rowBytes × `a` to `b`: 64 bits hold
      ;; both for any row a PNG here has, so the modulus is taken once a row.
      (local.set $a (i64.rem_u (local.get $a) (i64.const 65521)))
      (local.set $b (i64.rem_u (local.get $b) (i64.const 65521)))
      (local.set $row (i32.add (local.get $row) (i32.const 1)))
      (br $eachRow)))
    (i32.store (local.get $checksum)
      (i32.wrap_i64 (i64.or (i64.shl (local.get $b) (i64.const 16)) (local.get $a))))
    (i32.shr_u (i32.sub (local.get $out) (local.get $syms)) (i32.const 1)))

  ;; Packs a one-channel image of `height` rows of `width` bytes, in place from `src`, into
  ;; rows of two pixels a byte (PNG's 4-bit greys, the first pixel in the high half): each
  ;; grey g becomes round(g / 17), computed as (15 g + 135) >> 8, so that 0 stays black and
  ;; 255 white. A row of an odd width ends on a half byte of 0. Every write lands at or
  ;; before the bytes read just before it, so the image is packed where it lies.
  (func (export "pack4")
    (param $src i32) (param $width i32) (param $height i32)
    (local $row i32) (local $in i32) (local $out i32) (local $rowEnd i32) (local $wideEnd i32)
    (local $first v128) (local $second v128)
    (local.set $row (i32.const 0))
    (block $lastRow (loop $eachRow
      (br_if $lastRow (i32.ge_u (local.get $row) (local.get $height)))
      (local.set $in (i32.add (local.get $src) (i32.mul (local.get $row) (local.get $width))))
      (local.set $out
        (i32.add (local.get $src)
          (i32.mul (local.get $row)
            (i32.shr_u (i32.add (local.get $width) (i32.const 1)) (i32.const 1)))))
      (local.set $rowEnd (i32.add (local.get $in) (local.get $width)))
      (local.set $wideEnd
        (i32.add (local.get $in) (i32.and (local.get $width) (i32.const -32))))
      ;; 32 pixels into 16 bytes at once.
      (block $wideDone (loop $eachWide
        (br_if $wideDone (i32.ge_u (local.get $in) (local.get $wideEnd)))
        (local.set $first (call $packSixteen (v128.load (local.get $in))))
        (local.set $second (call $packSixteen (v128.load offset=16 (local.get $in))))
        (v128.store (local.get $out)
          (i8x16.narrow_i16x8_u (local.get $first) (local.get $second)))
        (local.set $in (i32.add (local.get $in) (i32.const 32)))
        (local.set $out (i32.add (local.get $out) (i32.const 16)))
        (br $eachWide)))
      ;; The rest of the row, two pixels at a time.
      (block $rowDone (loop $eachPair
        (br_if $rowDone (i32.ge_u (local.get $in) (local.get $rowEnd)))
        (i32.store8 (local.get $out)
          (i32.or
            (i32.shl (call $level (i32.load8_u (local.get $in))) (i32.const 4))
            (if (result i32) (i32.lt_u (i32.add (local.get $in) (i32.const 1)) (local.get $rowEnd))
              (then (call $level (i32.load8_u offset=1 (local.get $in))))
              (else (i32.const 0)))))
        (local.set $in (i32.add (local.get $in) (i32.const 2)))
        (local.set $out (i32.add (local.get $out) (i32.const 1)))
        (br $eachPair)))
      (local.set $row (i32.add (local.get $row) (i32.const 1)))
      (br $eachRow))))

  ;; One grey's 4-bit level.
  (func $level (param $grey i32) (result i32)
    (i32.shr_u
      (i32.add (i32.mul (local.get $grey) (i32.const 15)) (i32.const 135))
      (i32.const 8)))

  ;; Sixteen greys as eight bytes of two levels each, in the low halves of eight 16-bit lanes.
  (func $packSixteen (param $greys v128) (result v128)
    (i16x8.narrow_i32x4_u
      (call $pairLevels (i16x8.extend_low_i8x16_u (local.get $greys)))
      (call $pairLevels (i16x8.extend_high_i8x16_u (local.get $greys)))))

  ;; Eight greys in 16-bit lanes as four bytes of two levels, in the low bytes of four
  ;; 32-bit lanes: a lane holds an even pixel low and the odd one after it high.
  (func $pairLevels (param $greys v128) (result v128)
    (local $levels v128)
    (local.set $levels
      (i16x8.shr_u
        (i16x8.add (i16x8.mul (local.get $greys) (i16x8.splat (i32.const 15)))
          (i16x8.splat (i32.const 135)))
        (i32.const 8)))
    (v128.or
      (v128.and (i32x4.shl (local.get $levels) (i32.const 4)) (i32x4.splat (i32.const 0xf0)))
      (i32x4.shr_u (local.get $levels) (i32.const 16))))

  (func $count (param $counts i32) (param $symbol i32)
    (local $at i32)
    (local.set $at (i32.add (local.get $counts) (i32.shl (local.get $symbol) (i32.const 2))))
    (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1))))

  ;; Writes the codes of `count` symbols from `syms` at `out`, after `bits` (`pending` of
  ;; them, fewer than 8) left over from the block's header, and flushes the last byte.
  ;; Returns the number of bytes written.
  (func (export "emit")
    (param $syms i32) (param $count i32) (param $codes i32) (param $out i32)
    (param $bits i32) (param $pending i32) (result i32)
    (local $buffer i64) (local $filled i32) (local $at i32) (local $end i32)
    (local $entry i32) (local $start i32)
    (local.set $start (local.get $out))
    (local.set $buffer (i64.extend_i32_u (local.get $bits)))
    (local.set $filled (local.get $pending))
    (local.set $at (local.get $syms))
    (local.set $end (i32.add (local.get $syms) (i32.shl (local.get $count) (i32.const 1))))
    (block $done (loop $eachSymbol
      (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
      (local.set $entry
        (i32.add (local.get $codes) (i32.shl (i32.load16_u (local.get $at)) (i32.const 3))))
      ;; A code is at most 21 bits (15, a run's 5 extra and its distance's 1): with fewer
      ;; than 32 bits waiting, it always fits the 64-bit buffer.
      (local.set $buffer
        (i64.or (local.get $buffer)
          (i64.shl (i64.extend_i32_u (i32.load (local.get $entry)))
                   (i64.extend_i32_u (local.get $filled)))))
      (local.set $filled (i32.add (local.get $filled) (i32.load offset=4 (local.get $entry))))
      (if (i32.ge_u (local.get $filled) (i32.const 32))
        (then
          (i32.store (local.get $out) (i32.wrap_i64 (local.get $buffer)))
          (local.set $out (i32.add (local.get $out) (i32.const 4)))
          (local.set $buffer (i64.shr_u (local.get $buffer) (i64.const 32)))
          (local.set $filled (i32.sub (local.get $filled) (i32.const 32)))))
      (local.set $at (i32.add (local.get $at) (i32.const 2)))
      (br $eachSymbol)))
    (block $flushed (loop $eachByte
      (br_if $flushed (i32.le_s (local.get $filled) (i32.const 0)))
      (i32.store8 (local.get $out) (i32.wrap_i64 (local.get $buffer)))
      (local.set $out (i32.add (local.get $out) (i32.const 1)))
      (local.set $buffer (i64.shr_u (local.get $buffer) (i64.const 8)))
      (local.set $filled (i32.sub (local.get $filled) (i32.const 8)))
      (br $eachByte)))
    (i32.sub (local.get $out) (local.get $start))))
