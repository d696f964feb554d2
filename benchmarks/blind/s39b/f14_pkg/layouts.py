import torch


def draw_clip(size, gen, *, hotspot: bool):
    """Horizontal metal lines with random pitch; hotspots get a pinched space or a tip-to-tip gap."""
    clip = torch.zeros(size, size)
    y = int(torch.randint(0, 3, (1,), generator=gen))
    rows = []
    while y < size - 2:
        width = int(torch.randint(2, 4, (1,), generator=gen))
        clip[y:y + width, :] = 1.0
        rows.append((y, width))
        y += width + int(torch.randint(3, 6, (1,), generator=gen))
    # random line-end cuts keep clean clips from being trivially periodic
    for (ry, w) in rows:
        if torch.rand(1, generator=gen).item() < 0.5:
            x0 = int(torch.randint(4, size - 8, (1,), generator=gen))
            clip[ry:ry + w, x0:x0 + 4] = 0.0
    if hotspot and len(rows) >= 2:
        k = int(torch.randint(0, len(rows) - 1, (1,), generator=gen))
        (ry, w), (ny, _) = rows[k], rows[k + 1]
        x0 = int(torch.randint(2, size - 8, (1,), generator=gen))
        if torch.rand(1, generator=gen).item() < 0.5:
            clip[ry + w:ny - 1, x0:x0 + 5] = 1.0            # bridge leaves a one-pixel space
        else:
            clip[ry:ry + w, x0:x0 + 1] = 0.0                 # one-pixel tip-to-tip gap
    return clip


def make_layouts(cfg, gen):
    labels = (torch.rand(cfg.n_clips, generator=gen) < cfg.hotspot_rate).float()
    clips = torch.stack([draw_clip(cfg.size, gen, hotspot=bool(l)) for l in labels])
    return clips.unsqueeze(1), labels
