"""Thread-break warning for multi-head embroidery machines from the stitch-by-stitch sensor stream."""
