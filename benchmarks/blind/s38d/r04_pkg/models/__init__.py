from .tft import TemporalFusionLite


def build_model(cfg):
    m = cfg["model"]
    return TemporalFusionLite(num_vars=m["num_vars"], hidden=m["hidden"],
                              horizon=m["horizon"], quantiles=m["quantiles"], dropout=m["dropout"])
