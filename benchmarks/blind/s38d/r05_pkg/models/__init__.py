from .nerf import TinyNeRF
from .render import render_rays  # noqa: F401


def build_model(cfg):
    m = cfg["model"]
    return TinyNeRF(num_freqs=m["num_freqs"], width=m["width"], depth=m["depth"])
