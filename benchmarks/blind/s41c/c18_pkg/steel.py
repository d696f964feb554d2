import numpy as np

from .config import CFG


def make_strips(seed):
    """Grey steel texture with defects: 1 pitting (dots), 2 thin scratches, 3 large patches,
    4 vertical lines.  Masks are (4, H, W); many images have no defect at all."""
    rng = np.random.default_rng(seed)
    H, W = CFG.height, CFG.width
    yy, xx = np.mgrid[0:H, 0:W]
    imgs = (0.5 + 0.1 * np.sin(xx / 3.0)[None] + rng.normal(0, 0.08, (CFG.n_images, H, W))).astype(np.float32)
    masks = np.zeros((CFG.n_images, CFG.n_classes, H, W), dtype=np.float32)
    for i in range(CFG.n_images):
        for c in range(CFG.n_classes):
            if rng.random() > 0.3:
                continue
            cy, cx = rng.integers(4, H - 4), rng.integers(6, W - 6)
            if c == 0:
                m = (yy - cy) ** 2 + (xx - cx) ** 2 < 6
            elif c == 1:
                m = (np.abs(yy - cy - (xx - cx) * 0.3) < 1) & (np.abs(xx - cx) < 12)
            elif c == 2:
                m = (np.abs(yy - cy) < 6) & (np.abs(xx - cx) < 10)
            else:
                m = (np.abs(xx - cx) < 1.5) & (np.abs(yy - cy) < 12)
            masks[i, c] = m
            imgs[i][m] += [-0.6, 0.7, -0.4, 0.6][c]
    return imgs[:, None], masks
