import CChafa

/// Turns pixels into the control sequences that draw them (kitty's protocol or sixel) with
/// chafa, scaled to `columns`×`rows` cells of `cell` pixels each.
nonisolated enum PixelConverter {
    static func convert(
        _ pixels: Pixels, columns: Int, rows: Int, cell: TerminalGraphics.CellSize, kind: PixelPicture.Kind,
        identity: String
    ) -> PixelPicture? {
        guard columns > 0, rows > 0, let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cell.width), Int32(cell.height))
        chafa_canvas_config_set_pixel_mode(config, kind == .kitty ? shim_chafa_kitty() : shim_chafa_sixels())
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        pixels.rgba.withUnsafeBufferPointer { rgba in
            chafa_canvas_draw_all_pixels(
                canvas, shim_chafa_rgba8(), rgba.baseAddress, Int32(pixels.width), Int32(pixels.height),
                Int32(pixels.width * 4))
        }
        // The fallback description has every sequence chafa writes for either kind.
        guard let terminal = chafa_term_db_get_fallback_info(chafa_term_db_get_default()) else { return nil }
        defer { chafa_term_info_unref(terminal) }
        guard let printed = chafa_canvas_print(canvas, terminal) else { return nil }
        defer { g_string_free(printed, 1) }
        let bytes = UnsafeRawBufferPointer(start: printed.pointee.str, count: Int(printed.pointee.len))
        return PixelPicture(identity: identity, kind: kind, columns: columns, rows: rows, bytes: Array(bytes))
    }
}
