from .row_anchor import RowAnchorLaneNet


def build_model(cfg):
    m = cfg["model"]
    return RowAnchorLaneNet(num_lanes=m["num_lanes"], num_rows=m["num_rows"],
                            num_cols=m["num_cols"], width=m["width"])
