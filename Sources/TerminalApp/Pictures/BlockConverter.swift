import CChafa

/// Turns pixels into cells of block symbols (half blocks and quadrants, which every font
/// with box drawing has; sextants only when asked) with chafa, keeping the picture's shape:
/// a cell is taken to be twice as tall as it is wide.
nonisolated package enum BlockConverter {
    package struct Options: Hashable, Sendable {
        /// 24-bit colours (COLORTERM says truecolor or 24bit); else the 240 of the 256 that
        /// no terminal theme redefines.
        var truecolor: Bool
        var sextants = false

        package init(truecolor: Bool, sextants: Bool = false) {
            self.truecolor = truecolor
            self.sextants = sextants
        }
    }

    /// The cells for a picture that fits in `columns`×`rows`, its shape kept.
    static func convert(_ pixels: Pixels, columns: Int, rows: Int, options: Options) -> PictureCells {
        let (width, height) = fitted(pixels, columns: columns, rows: rows)
        guard width > 0, height > 0, let config = chafa_canvas_config_new() else {
            return PictureCells(width: 0, height: 0, cells: [])
        }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(width), Int32(height))
        chafa_canvas_config_set_canvas_mode(
            config, options.truecolor ? shim_chafa_truecolor() : shim_chafa_indexed_240())
        chafa_canvas_config_set_pixel_mode(config, shim_chafa_symbols())
        if let symbols = chafa_symbol_map_new() {
            var tags = shim_chafa_block_tags()
            if options.sextants { tags = ChafaSymbolTags(tags.rawValue | shim_chafa_sextant_tags().rawValue) }
            chafa_symbol_map_add_by_tags(symbols, tags)
            chafa_canvas_config_set_symbol_map(config, symbols)
            chafa_symbol_map_unref(symbols)
        }
        guard let canvas = chafa_canvas_new(config) else { return PictureCells(width: 0, height: 0, cells: []) }
        defer { chafa_canvas_unref(canvas) }
        pixels.rgba.withUnsafeBufferPointer { rgba in
            chafa_canvas_draw_all_pixels(
                canvas, shim_chafa_rgba8(), rgba.baseAddress, Int32(pixels.width), Int32(pixels.height),
                Int32(pixels.width * 4))
        }
        var cells: [Cell] = []
        cells.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                let symbol = Unicode.Scalar(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))) ?? " "
                var (foreground, background): (Int32, Int32) = (-1, -1)
                // Resolved colours are 0xRRGGBB in every mode; the raw ones are the palette's
                // indices in an indexed mode, which is what a terminal of 256 colours is sent.
                if options.truecolor {
                    chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                } else {
                    chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                }
                var style = Style()
                style.foreground = color(foreground, truecolor: options.truecolor)
                style.background = color(background, truecolor: options.truecolor)
                cells.append(Cell(character: Character(symbol), style: style))
            }
        }
        return PictureCells(width: width, height: height, cells: cells)
    }

    /// The largest size within `columns`×`rows` of the picture's shape (a cell `cellAspect`
    /// times as tall as wide: twice, unless the terminal said), at least one cell a side.
    static func fitted(_ pixels: Pixels, columns: Int, rows: Int, cellAspect: Double = 2) -> (Int, Int) {
        guard pixels.width > 0, pixels.height > 0, columns > 0, rows > 0 else { return (0, 0) }
        let aspect = Double(pixels.width) / Double(pixels.height)
        var width = columns
        var height = Int((Double(width) / aspect / cellAspect).rounded())
        if height > rows {
            height = rows
            width = Int((Double(height) * aspect * cellAspect).rounded())
        }
        return (min(max(width, 1), columns), min(max(height, 1), rows))
    }

    private static func color(_ value: Int32, truecolor: Bool) -> Style.Color? {
        guard value >= 0 else { return nil }
        return truecolor ? Style.Color(rgb: UInt32(value)) : Style.Color(index: Int(value))
    }
}
